import type { authMachine } from '../../../machines/auth.machine';
import type { BankCallsOf } from '../../shared/charts/bank-calls';

type AuthCalls = BankCallsOf<typeof authMachine>;

/**
 * The auth chart's bank calls (services.ts), with their code and the bank client downloaded on
 * the first call rather than with the sign-in page (its JavaScript budget, checked by the e2e
 * suite).
 */
export function lazyAuthCalls(): AuthCalls {
  const ready = () =>
    Promise.all([import('./services'), import('../../shared/api/client')]).then(
      ([services, client]) => services.authCalls(services.createAuthServices(client.api)),
    );
  return {
    requestCode: async (input) => (await ready()).requestCode(input),
    validateOtp: async (input) => (await ready()).validateOtp(input),
    resendOtp: async (input) => (await ready()).resendOtp(input),
    passkeySignIn: async () => (await ready()).passkeySignIn(),
    setPassword: async (input) => (await ready()).setPassword(input),
  };
}
