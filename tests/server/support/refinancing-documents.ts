/** Uploading statements of other banks' loans as the web app does: multipart/form-data. */
import { applicationsUrl, type CallAs } from './loan-applications';

export const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const jpgBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export const documentsUrl = (id: string) => `${applicationsUrl}/${id}/refinancing-documents`;

export interface UploadPart {
  refLiabilityId?: string;
  file?: { name: string; bytes: Uint8Array; type?: string };
}

export function uploadStatement(
  { bank, token, language = 'en' }: CallAs,
  applicationId: string,
  { refLiabilityId, file }: UploadPart,
) {
  const form = new FormData();
  if (refLiabilityId !== undefined) form.append('refLiabilityId', refLiabilityId);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append('file', blob, file.name);
  }
  return bank.app.inject({
    method: 'POST',
    url: documentsUrl(applicationId),
    payload: form,
    headers: { authorization: token, 'accept-language': language },
  });
}

/** A PDF statement for each loan, so a refinancing offer can be accepted. */
export async function uploadStatements(as: CallAs, applicationId: string, ids: readonly string[]) {
  for (const refLiabilityId of ids) {
    const response = await uploadStatement(as, applicationId, {
      refLiabilityId,
      file: { name: 'statement.pdf', bytes: pdfBytes, type: 'application/pdf' },
    });
    if (response.statusCode !== 201) throw new Error(`not uploaded: ${response.body}`);
  }
}
