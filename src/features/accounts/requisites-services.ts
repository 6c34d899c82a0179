/**
 * The requisites of one account (GET /api/v1/accounts/{id}/requisites) and their PDF to share:
 * the system share sheet with the file where the browser can share files (phones), else the
 * PDF is downloaded.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/schema';
import { api, unwrap } from '../../shared/api';
import { ApiError } from '../../shared/api/errors';
import { type DownloadedFile, saveFile } from '../../shared/files/save-file';

export type AccountRequisites = components['schemas']['AccountRequisites'];

export const accountRequisitesQuery = (id: string) =>
  queryOptions({
    queryKey: ['accounts', id, 'requisites'] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/accounts/{id}/requisites', { params: { path: { id } }, signal })),
  });

export function useAccountRequisites(id: string) {
  return useQuery(accountRequisitesQuery(id));
}

/** The PDF in the page's language, named as the bank names it. */
export async function fetchRequisitesPdf(id: string, iban: string): Promise<DownloadedFile> {
  const { data, error, response } = await api.GET('/api/v1/accounts/{id}/requisites.pdf', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  const named = /filename="([^"/\\]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: data, filename: named?.[1] ?? `requisites-${iban}.pdf` };
}

/** 'shared' or 'saved'; a share the customer dismisses counts as done, not as a failure. */
export async function shareOrSave(
  file: DownloadedFile,
  title: string,
): Promise<'shared' | 'saved'> {
  const pdf = new File([file.blob], file.filename, { type: 'application/pdf' });
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [pdf] })) {
    try {
      await navigator.share({ files: [pdf], title });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    return 'shared';
  }
  saveFile(file);
  return 'saved';
}
