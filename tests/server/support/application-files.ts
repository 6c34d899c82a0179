/** Attaching a file to a credit application as the web app would: multipart/form-data. */
import { applicationsUrl, type CallAs } from './loan-applications';

export const filesUrl = (id: string) => `${applicationsUrl}/${id}/files`;

export function attachFile(
  { bank, token, language = 'en' }: CallAs,
  applicationId: string,
  file: { name: string; bytes: Uint8Array; type: string },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return bank.app.inject({
    method: 'POST',
    url: filesUrl(applicationId),
    payload: form,
    headers: { authorization: token, 'accept-language': language },
  });
}

export function removeFile({ bank, token }: CallAs, applicationId: string, fileId: string) {
  return bank.app.inject({
    method: 'DELETE',
    url: `${filesUrl(applicationId)}/${fileId}`,
    headers: { authorization: token },
  });
}
