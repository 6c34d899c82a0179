import type { consentAuthorizationMachine } from '../../../machines/consentAuthorization.machine';
import type { consentRevocationMachine } from '../../../machines/consentRevocation.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';
import type { BankCallsOf } from '../../shared/charts/bank-calls';

const consent = (id: string) => ({ params: { path: { id } } });

/**
 * The authorisation page's calls: the request, the accounts chosen (a code is sent), the code
 * under its session with the same accounts, a new code, and the rejection.
 */
export function createAuthorizationServices(
  client: ApiClient,
  consentId: string,
): BankCallsOf<typeof consentAuthorizationMachine> {
  return {
    getAccountConsent: ({ consentId: id }) =>
      unwrap(client.GET('/api/v1/account-consents/{id}', consent(id))),
    authorizeAccountConsent: ({ consentId: id, accountIds }) =>
      unwrap(
        client.POST('/api/v1/account-consents/{id}/authorize', {
          ...consent(id),
          body: { accountIds },
        }),
      ),
    confirmAccountConsent: ({ consentId: id, accountIds, sessionId, otp }) =>
      unwrap(
        client.POST('/api/v1/account-consents/{id}/confirm', {
          ...consent(id),
          body: { accountIds, confirmation: { sessionId, code: otp } },
        }),
      ),
    rejectAccountConsent: ({ consentId: id }) =>
      unwrap(client.POST('/api/v1/account-consents/{id}/reject', consent(id))),
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.POST('/api/v1/account-consents/{id}/resend-code', {
          ...consent(consentId),
          body: { sessionId },
        }),
      );
    },
  };
}

/** Revoking a third party's consent (revokeAccountConsent). */
export const createRevokeServices = (
  client: ApiClient,
): BankCallsOf<typeof consentRevocationMachine> => ({
  endConsent: ({ consentId }) =>
    unwrap(client.POST('/api/v1/account-consents/{id}/revoke', consent(consentId))),
});

/** Withdrawing one of the bank's own consents (withdrawOtherConsent). */
export const createWithdrawServices = (
  client: ApiClient,
): BankCallsOf<typeof consentRevocationMachine> => ({
  endConsent: ({ consentId }) =>
    unwrap(client.POST('/api/v1/other-consents/{id}/withdraw', consent(consentId))),
});
