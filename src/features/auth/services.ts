import { fromPromise } from 'xstate';
import { type AuthServices, authMachine, type CodeRequest } from '../../../machines/auth.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/**
 * The bank calls of the auth chart (SPEC 7 "Authentication") over the typed client. A refusal
 * throws ApiError carrying the bank's own message, which the chart shows as is (SPEC 8).
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

/** The same calls, with the bank client downloaded on the first call rather than with the page. */
export function lazyAuthServices(): AuthServices {
  const ready = () => import('../../api/client').then(({ api }) => createAuthServices(api));
  return {
    login: async (body) => (await ready()).login(body),
    register: async (body) => (await ready()).register(body),
    validateOtp: async (input) => (await ready()).validateOtp(input),
    resendOtp: async (input) => (await ready()).resendOtp(input),
    setPassword: async (input) => (await ready()).setPassword(input),
  };
}

/** The auth chart with its bank calls supplied: sign-in asks with a password, the rest without. */
export function bankAuthMachine(services: AuthServices) {
  return authMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }: { input: CodeRequest }) => {
        const { kind, password, ...identifier } = input;
        return kind === 'login'
          ? services.login({ ...identifier, password })
          : services.register(identifier);
      }),
      validateOtp: fromPromise(({ input }) => services.validateOtp(input)),
      resendOtp: fromPromise(({ input }) => services.resendOtp(input)),
      setPassword: fromPromise(({ input }) => services.setPassword(input)),
    },
  });
}
