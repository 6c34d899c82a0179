/**
 * Adding a passkey over the typed client, for the chart —
 * the bank's options, the device's ceremony through @simplewebauthn/browser, the bank's check
 * that answers the SMS code's session (finishPasskeyRegistration's 202), then the same call
 * with the code (its 201). A new code goes through the shared resend call under that session.
 */
import { startRegistration } from '@simplewebauthn/browser';
import type {
  Passkey,
  PasskeyRegistrationServices,
} from '../../../machines/passkeyRegistration.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';

/** `deviceRefused`: the words when the device made no passkey (canceled, not supported). */
export function createPasskeyServices(
  client: ApiClient,
  deviceRefused: string,
): PasskeyRegistrationServices {
  return {
    createPasskey: async () => {
      const { challengeId, options } = await unwrap(
        client.POST('/api/v1/passkeys/registration-options', {}),
      );
      const credential = await startRegistration({ optionsJSON: options as never }).catch(() => {
        throw new Error(deviceRefused);
      });
      const challenge = (await unwrap(
        client.POST('/api/v1/passkeys', { body: { challengeId, credential: credential as never } }),
      )) as { sessionId: string };
      return { challengeId, credential: credential as never, sessionId: challenge.sessionId };
    },
    confirmPasskey: async ({ challengeId, credential, sessionId, otp }) =>
      (await unwrap(
        client.POST('/api/v1/passkeys', {
          body: { challengeId, credential, confirmation: { sessionId, code: otp } },
        }),
      )) as Passkey,
    resendOtp: async ({ sessionId }) => {
      await unwrap(
        client.GET('/api/v1/otp/resend', { params: { header: { 'Session-Id': sessionId } } }),
      );
    },
  };
}
