import type { SigningAppServices } from '../../../machines/signingApp.machine';
import { type ApiClient, apiBaseUrl, unwrap } from '../../shared/api';

/** The signing app's calls for one link's token (getSandboxSigningSession, sign…). */
export function createSigningServices(client: ApiClient, token: string): SigningAppServices {
  const params = { path: { token } };
  return {
    loadSession: () => unwrap(client.GET('/sandbox/v1/signing/{token}', { params })),
    sign: () => unwrap(client.POST('/sandbox/v1/signing/{token}/sign', { params })),
  };
}

/** Where a document of the session opens as PDF (getSandboxSigningDocument). */
export function signingDocumentUrl(token: string, documentId: string): string {
  const path = `/sandbox/v1/signing/${encodeURIComponent(token)}/documents/${encodeURIComponent(documentId)}`;
  return `${apiBaseUrl()}${path}`;
}
