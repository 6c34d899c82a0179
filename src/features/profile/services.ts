import { fromPromise } from 'xstate';
import {
  type ChangePasswordServices,
  changePasswordMachine,
} from '../../../machines/changePassword.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/**
 * The password change over the typed client (SPEC 7): the bank answers the change with the
 * code's session id in `data`; the code is then validated under that Session-Id.
 */
export function createChangePasswordServices(client: ApiClient): ChangePasswordServices {
  const session = (sessionId: string) => ({ header: { 'Session-Id': sessionId } });
  return {
    startChange: async (body) =>
      (await unwrap(client.POST('/api/v1/change-password', { body }))).data,
    confirmChange: async ({ sessionId, otp }) => {
      await unwrap(
        client.POST('/api/v1/otp/validate', { params: session(sessionId), body: { otp } }),
      );
    },
    resendOtp: async ({ sessionId }) => {
      await unwrap(client.GET('/api/v1/otp/resend', { params: session(sessionId) }));
    },
  };
}

export function bankChangePasswordMachine(services: ChangePasswordServices) {
  return changePasswordMachine.provide({
    actors: {
      startChange: fromPromise(({ input }) => services.startChange(input)),
      confirmChange: fromPromise(({ input }) => services.confirmChange(input)),
      resendOtp: fromPromise(({ input }) => services.resendOtp(input)),
    },
  });
}

/** The signed-in customer (GET /api/v1/user/info). */
export function fetchUserInfo(client: ApiClient) {
  return unwrap(client.GET('/api/v1/user/info'));
}
