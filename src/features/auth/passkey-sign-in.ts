/**
 * Signing in with a passkey (issue 18), loaded on the button's first press so the sign-in
 * page's first load does not carry it: the bank's options, the device's ceremony through
 * @simplewebauthn/browser, and the bank's answer (tokens, or the code of a new network).
 */
import { msg } from '@lingui/core/macro';
import { startAuthentication } from '@simplewebauthn/browser';
import type { PasskeySignIn } from '../../../machines/auth.machine';
import type { ApiClient } from '../../shared/api/client';
import { unwrap } from '../../shared/api/errors';
import { i18n, requireCatalogPart } from '../../shared/i18n';

const deviceRefused = msg`Your device did not sign in with a passkey: the request was canceled, or the device has no passkey for this bank.`;

export async function passkeySignIn(client: ApiClient): Promise<PasskeySignIn> {
  const [{ challengeId, options }] = await Promise.all([
    unwrap(client.POST('/api/v1/passkeys/sign-in-options', {})),
    requireCatalogPart('later'),
  ]);
  const credential = await startAuthentication({ optionsJSON: options as never }).catch(() => {
    throw new Error(i18n._(deviceRefused));
  });
  const result = await unwrap(
    client.POST('/api/v1/passkeys/sign-in', {
      body: { challengeId, credential: credential as never },
    }),
  );
  return {
    ...result,
    sessionId: result.sessionId ?? '',
    otpOperation: result.otpOperation ?? 'LOGIN',
  };
}
