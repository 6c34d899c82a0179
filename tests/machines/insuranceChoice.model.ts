/**
 * The insurance choice as a test model: every offer of the sample (and one not offered) chosen,
 * selecting, skipping and retrying, with offers that exist, none, an insurance already held, or
 * health insurance unavailable for the loan (its dialog dismissed or skipped through).
 */
import type {
  InsuranceChoiceEvent,
  insuranceChoiceMachine,
} from '../../machines/insuranceChoice.machine';
import { sampleInsuranceOffers, unavailableInsurance } from '../fake-bank/fixtures/insurance';
import type { ModelPathsOptions } from './support/model-paths';

export const insuranceChoiceModel: ModelPathsOptions<typeof insuranceChoiceMachine> = {
  events: (): InsuranceChoiceEvent[] => [
    { type: 'CHOOSE', insurerId: 'PASHA_SIGORTA' },
    { type: 'CHOOSE', insurerId: 'NOBODY' },
    { type: 'SELECT' },
    { type: 'SKIP' },
    { type: 'RETRY' },
    { type: 'DISMISS' },
  ],
  actorResults: {
    loadOffers: {
      outputs: [
        sampleInsuranceOffers,
        { ...sampleInsuranceOffers, hasExistingInsurance: true },
        { insurances: [], hasExistingInsurance: false },
        unavailableInsurance,
      ],
      errors: [new Error('offline')],
    },
    saveInsurance: { outputs: [undefined], errors: [new Error('Sığorta artıq seçilib')] },
    skipInsurance: { outputs: [undefined], errors: [new Error('Sığorta artıq seçilib')] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      offers: context.insurances.length,
      existing: context.hasExistingInsurance,
      insurerId: context.insurerId,
      unavailable: context.unavailable?.reason ?? null,
    }),
};
