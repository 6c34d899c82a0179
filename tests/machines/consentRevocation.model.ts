/**
 * The revocation chart as a test model: a valid consent and one already ended, the customer's
 * presses and the bank's answers, shared by the chart test and the page tests.
 */
import type {
  ConsentRevocationEvent,
  consentRevocationMachine,
  EndableConsent,
} from '../../machines/consentRevocation.machine';
import type { ModelPathsOptions } from './support/model-paths';

export const activeConsent: EndableConsent = { id: 'c-1', name: 'Büdcə Pro', active: true };
export const endedConsent: EndableConsent = { id: 'c-2', name: 'Kredit Bazarı', active: false };

export const consentRevocationModel: ModelPathsOptions<typeof consentRevocationMachine> = {
  events: () => [
    { type: 'ASK', consent: activeConsent },
    { type: 'ASK', consent: endedConsent },
    ...(['KEEP', 'CONFIRM'] as const).map((type) => ({ type }) as ConsentRevocationEvent),
  ],
  actorResults: {
    endConsent: {
      outputs: [{ ...activeConsent, active: false }],
      errors: [new Error('The consent gives no access any more')],
    },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, consent: context.consent?.id ?? null, refusal: context.refusal }),
};
