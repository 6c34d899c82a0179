/**
 * The card requisites chart as a test model: Show, the code, the bank's answers, the minute on
 * screen and Hide. Shared by the chart test and the panel test.
 */
import type {
  CardRequisitesEvent,
  cardRequisitesMachine,
} from '../../machines/cardRequisites.machine';
import { challenge, refusal, sampleControls, sampleRequisites } from './cardControls.fixtures';
import type { ModelPathsOptions } from './support/model-paths';

export const cardRequisitesModel: ModelPathsOptions<typeof cardRequisitesMachine> = {
  inputs: [{ cardId: sampleControls.cardId }],
  events: ({ context }) => [
    { type: 'OTP.CHANGE', value: context.otp ? '' : '123456' },
    ...(['SHOW', 'HIDE', 'CANCEL', 'OTP.SUBMIT', 'OTP.RESEND'] as const).map(
      (type) => ({ type }) as CardRequisitesEvent,
    ),
  ],
  actorResults: {
    requestRequisitesCode: {
      outputs: [challenge],
      errors: [refusal('CARD_REQUISITES_UNAVAILABLE', 'The details cannot be shown here.')],
    },
    revealRequisites: {
      outputs: [sampleRequisites],
      errors: [
        refusal('OTP_INVALID', 'The code is wrong.', 4),
        refusal('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes.'),
      ],
    },
    resendOtp: { outputs: [undefined], errors: [refusal('OTP_RESEND_LIMIT', 'No more codes.')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      otp: context.otp.length,
      shown: context.requisites !== null,
      refusal: context.refusal !== null,
    }),
};
