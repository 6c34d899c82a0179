import type { sandboxTppMachine } from '../../../machines/sandboxTpp.machine';
import { type ApiClient, unwrap } from '../../shared/api';
import type { BankCallsOf } from '../../shared/charts/bank-calls';

/** The sandbox third party's calls: the bank plays the TPP's server, holding its secret. */
export const createSandboxTppServices = (
  client: ApiClient,
): BankCallsOf<typeof sandboxTppMachine> => ({
  listSandboxTpps: () => unwrap(client.GET('/sandbox/v1/tpps')),
  requestSandboxTppConsent: ({ tppId, request }) =>
    unwrap(
      client.POST('/sandbox/v1/tpps/{tppId}/consents', {
        params: { path: { tppId } },
        body: request,
      }),
    ),
  readSandboxTppData: ({ tppId, consentId, attended }) =>
    unwrap(
      client.POST('/sandbox/v1/tpps/{tppId}/consents/{consentId}/read', {
        params: { path: { tppId, consentId } },
        body: { attended },
      }),
    ),
});

const remembered = 'sandbox-tpp.consent';

/** The consent this tab asked for, in case the bank's redirect comes back without it. */
export function rememberConsent(tppId: string, consentId: string): void {
  sessionStorage.setItem(remembered, JSON.stringify({ tppId, consentId }));
}

export function rememberedConsent(): { tppId: string; consentId: string } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(remembered) ?? 'null') as unknown;
    const { tppId, consentId } = (value ?? {}) as Record<string, unknown>;
    return typeof tppId === 'string' && typeof consentId === 'string' ? { tppId, consentId } : null;
  } catch {
    return null;
  }
}

export const forgetConsent = () => sessionStorage.removeItem(remembered);
