import type { AuthServices, authMachine } from '../../../machines/auth.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';
import type { BankCallsOf } from '../../shared/charts/bank-calls';

/**
 * The bank calls of the auth chart (PRODUCT 7 "Authentication") over the typed client. A refusal
 * throws ApiError carrying the bank's own message, which the chart shows as is (PRODUCT 8).
 */
export function createAuthServices(client: ApiClient): AuthServices {
  return {
    login: (body) => unwrap(client.POST('/api/v1/login', { body })),
    register: (body) => unwrap(client.POST('/api/v1/registration', { body })),
    validateOtp: ({ sessionId, otp }) =>
      unwrap(
        client.POST('/api/v1/otp/validate', {
          params: { header: { 'Session-Id': sessionId } },
          body: { otp },
        }),
      ),
    // The ceremony's code (@simplewebauthn/browser) and its texts load on the first press.
    passkeySignIn: async () => (await import('./passkey-sign-in')).passkeySignIn(client),
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.GET('/api/v1/otp/resend', { params: { header: { 'Session-Id': sessionId } } }),
      );
    },
    setPassword: ({ sessionId, registrationToken, password, passwordConfirm }) =>
      unwrap(
        client.POST('/api/v1/registration/set-password', {
          params: {
            header: { 'Session-Id': sessionId, 'Registration-Token': registrationToken },
          },
          body: { password, passwordConfirm },
        }),
      ),
  };
}

/** The auth chart's bank calls: asking for a code signs in with a password, the rest without. */
export function authCalls(services: AuthServices): BankCallsOf<typeof authMachine> {
  return {
    requestCode: ({ kind, password, ...identifier }) =>
      kind === 'login'
        ? services.login({ ...identifier, password })
        : services.register(identifier),
    validateOtp: services.validateOtp,
    resendOtp: services.resendOtp,
    passkeySignIn: services.passkeySignIn,
    setPassword: services.setPassword,
  };
}
