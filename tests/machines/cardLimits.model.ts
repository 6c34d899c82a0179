/**
 * The card limits chart as a test model: the customer edits the online limit to a good or an
 * over-the-maximum figure, asks for a code, types it; the bank sends the code or refuses,
 * accepts the code, refuses it with tries left or for good. Shared by the chart test and the
 * panel test.
 */
import {
  type CardLimitsEvent,
  type cardLimitsMachine,
  checkLimits,
} from '../../machines/cardLimits.machine';
import { challenge, lowerOnline, refusal, sampleControls } from './cardControls.fixtures';
import type { ModelPathsOptions } from './support/model-paths';

export const wrongCode = refusal('OTP_INVALID', 'The code is wrong.', 4);
export const expiredCode = refusal('OTP_EXPIRED', 'The code has expired. Ask for a new one.');

export const cardLimitsModel: ModelPathsOptions<typeof cardLimitsMachine> = {
  inputs: [{ controls: sampleControls }],
  events: ({ context }) => [
    {
      type: 'LIMIT.CHANGE',
      limit: 'online',
      value: checkLimits(context).figures ? '10000.01' : '150',
    },
    { type: 'OTP.CHANGE', value: context.otp ? '' : '123456' },
    ...(['EDIT', 'SUBMIT', 'CANCEL', 'OTP.SUBMIT', 'OTP.RESEND'] as const).map(
      (type) => ({ type }) as CardLimitsEvent,
    ),
  ],
  actorResults: {
    requestLimitsCode: {
      outputs: [challenge],
      errors: [refusal('SMS_LIMIT_REACHED', 'Too many codes today.')],
    },
    confirmLimits: { outputs: [lowerOnline], errors: [wrongCode, expiredCode] },
    resendOtp: { outputs: [undefined], errors: [refusal('OTP_RESEND_TOO_EARLY', 'Too early.')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      valid: checkLimits(context).figures !== null,
      otp: context.otp.length,
      session: context.sessionId !== null,
      refusal: context.refusal !== null,
    }),
};
