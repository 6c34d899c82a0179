import type { ChangePasswordServices } from '../../../machines/changePassword.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/**
 * The password change over the typed client (PRODUCT 7): the bank answers the change with the
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

/** The signed-in customer (GET /api/v1/user/info). */
export function fetchUserInfo(client: ApiClient) {
  return unwrap(client.GET('/api/v1/user/info'));
}
