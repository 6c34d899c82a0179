import type { StatementDownloadServices } from '../../../machines/statementDownload.machine';
import type { ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';

/**
 * The file name of a Content-Disposition header (RFC 6266): the UTF-8 `filename*` when given,
 * else the plain `filename`. Path parts are dropped, so the bank can only name a file.
 */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  let name = plain?.[1] ?? plain?.[2]?.trim();
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name is still good.
    }
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}

/** The statement over the typed client: the PDF as a blob, in the page's language. */
export function createStatementServices(client: ApiClient): StatementDownloadServices {
  return {
    fetchStatement: async ({ accountId, from, to }) => {
      const { data, error, response } = await client.GET('/api/v1/accounts/{id}/statement', {
        params: { path: { id: accountId }, query: { from, to } },
        parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      const filename =
        attachmentName(response.headers.get('Content-Disposition')) ??
        `statement-${from}-${to}.pdf`;
      return { blob: data, filename };
    },
  };
}
