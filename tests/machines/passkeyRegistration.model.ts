/**
 * The passkey registration chart as a test model: the customer adds a passkey, the device and
 * the bank create it or refuse, the customer types the code; the bank stores the passkey,
 * refuses the code with tries left or for good. Shared by the chart test and the section test.
 */
import type {
  PasskeyRegistrationEvent,
  PendingPasskey,
  passkeyRegistrationMachine,
} from '../../machines/passkeyRegistration.machine';
import type { components } from '../../openapi/generated/schema';
import { refusal } from './cardControls.fixtures';
import type { ModelPathsOptions } from './support/model-paths';

export const pendingPasskey: PendingPasskey = {
  challengeId: 'challenge-1',
  credential: { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} },
  sessionId: 'code-session-1',
};

export const addedPasskey: components['schemas']['Passkey'] = {
  id: '6a1f3c2e-7d4b-4f51-9a8e-2b3c4d5e6f70',
  deviceName: 'Chrome · Windows',
  createdAt: '2026-03-02T08:00:00Z',
  lastUsedAt: null,
};

export const deviceRefused = refusal('', 'The passkey was not created.');
export const wrongCode = refusal('OTP_INVALID', 'The code is wrong.', 4);
export const expiredCode = refusal('OTP_EXPIRED', 'The code has expired.');

export const passkeyRegistrationModel: ModelPathsOptions<typeof passkeyRegistrationMachine> = {
  events: ({ context }) => [
    { type: 'OTP.CHANGE', value: context.otp ? '' : '123456' },
    ...(['ADD', 'CANCEL', 'OTP.SUBMIT', 'OTP.RESEND'] as const).map(
      (type) => ({ type }) as PasskeyRegistrationEvent,
    ),
  ],
  actorResults: {
    createPasskey: { outputs: [pendingPasskey], errors: [deviceRefused] },
    confirmPasskey: { outputs: [addedPasskey], errors: [wrongCode, expiredCode] },
    resendOtp: { outputs: [undefined], errors: [refusal('OTP_RESEND_TOO_EARLY', 'Too early.')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      otp: context.otp.length,
      pending: context.pending !== null,
      refusal: context.refusal !== null,
    }),
};
