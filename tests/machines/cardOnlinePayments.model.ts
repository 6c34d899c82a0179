/** The card online switch chart as a test model: presses and the bank's answers. */
import type { cardOnlinePaymentsMachine } from '../../machines/cardOnlinePayments.machine';
import { refusal, sampleControls } from './cardControls.fixtures';
import type { ModelPathsOptions } from './support/model-paths';

export const cardOnlineModel: ModelPathsOptions<typeof cardOnlinePaymentsMachine> = {
  inputs: [
    { cardId: sampleControls.cardId, enabled: true },
    { cardId: sampleControls.cardId, enabled: false },
  ],
  events: () => [{ type: 'TOGGLE' }],
  actorResults: {
    setOnlinePayments: {
      outputs: [
        { ...sampleControls, onlinePayments: false },
        { ...sampleControls, onlinePayments: true },
      ],
      errors: [refusal('INTERNAL_ERROR', 'An error occurred.')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, enabled: context.enabled, asked: context.asked }),
};
