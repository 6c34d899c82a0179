/**
 * The consent authorisation chart as a test model: a request awaiting the customer's answer,
 * what the customer presses (ticking the first two accounts, the code) and what the bank
 * answers, shared by the chart test and the page test.
 */
import type {
  ConsentAuthorizationEvent,
  consentAuthorizationMachine,
} from '../../machines/consentAuthorization.machine';
import { receivedConsent, validConsent, validConsentDetails } from '../fake-bank/fixtures/consents';
import type { ModelPathsOptions } from './support/model-paths';

const [first, second] = receivedConsent.grantable.map((account) => account.id) as [string, string];
export const answered = {
  consent: { ...validConsent, id: receivedConsent.id },
  redirectUri: receivedConsent.redirectUri,
};
export const rejectedAnswer = {
  consent: { ...validConsent, id: receivedConsent.id, status: 'rejected' as const, accounts: [] },
  redirectUri: receivedConsent.redirectUri,
};

export const consentAuthorizationModel: ModelPathsOptions<typeof consentAuthorizationMachine> = {
  inputs: [{ consentId: receivedConsent.id }],
  events: ({ context }) => [
    // Tick the first account, then the second; untick the first again.
    {
      type: 'TOGGLE',
      accountId: context.chosen.includes(first) && context.chosen.length === 1 ? second : first,
    },
    { type: 'OTP.CHANGE', value: context.otp ? '' : '123456' },
    ...(['AUTHORIZE', 'REJECT', 'BACK', 'RETRY', 'OTP.SUBMIT', 'OTP.RESEND'] as const).map(
      (type) => ({ type }) as ConsentAuthorizationEvent,
    ),
  ],
  actorResults: {
    getAccountConsent: {
      outputs: [receivedConsent, validConsentDetails],
      errors: [new Error('The consent was not found')],
    },
    authorizeAccountConsent: {
      outputs: [{ sessionId: 'consent-otp-1', expiresAt: '2026-11-23T09:05:00Z' }],
      errors: [new Error('Too many codes today')],
    },
    confirmAccountConsent: { outputs: [answered], errors: [new Error('The code is wrong')] },
    rejectAccountConsent: {
      outputs: [rejectedAnswer],
      errors: [new Error('The consent was answered meanwhile')],
    },
    resendOtp: { outputs: [undefined], errors: [new Error('Too early')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      chosen: context.chosen.length,
      otp: context.otp.length,
      refusal: context.refusal !== null,
    }),
};
