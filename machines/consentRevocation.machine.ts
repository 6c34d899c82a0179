/**
 * Ending a consent after confirmation (SPEC 4.5 "revoked after confirmation", issue 18): a third
 * party's consent on /account-consents (revokeAccountConsent) or one of the bank's own on
 * /other-consents (withdrawOtherConsent), whichever call the app supplies as `endConsent`. The
 * customer asks, a dialog asks them to confirm, the bank ends it at once; a refusal (it had
 * expired or been ended meanwhile) is said in the dialog. The app reads the lists again on
 * `ended`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { bankCalls, errorText, notProvided } from './bank-calls';

/** What the dialog names: the consent, who or what it is for, and whether it still gives access. */
export interface EndableConsent {
  id: string;
  name: string;
  active: boolean;
}

export interface ConsentRevocationContext {
  consent: EndableConsent | null;
  refusal: string | null;
}

export type ConsentRevocationEvent =
  | { type: 'ASK'; consent: EndableConsent }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' };

export type ConsentRevocationEmitted = { type: 'ended'; consent: EndableConsent };

const actors = { endConsent: fromPromise<unknown, { consentId: string }>(notProvided) };
const bankCall = bankCalls<ConsentRevocationContext, typeof actors>();

export const consentRevocationMachine = setup({
  types: {
    context: {} as ConsentRevocationContext,
    events: {} as ConsentRevocationEvent,
    emitted: {} as ConsentRevocationEmitted,
    tags: {} as 'busy',
  },
  actors,
  guards: { active: ({ event }) => event.type === 'ASK' && event.consent.active },
  actions: {
    keepConsent: assign(({ event }) =>
      event.type === 'ASK' ? { consent: event.consent, refusal: null } : {},
    ),
    forget: assign({ consent: null, refusal: null }),
    keepRefusal: assign((_, error: unknown) => ({ refusal: errorText(error) })),
    notifyEnded: emit(({ context }) => ({
      type: 'ended' as const,
      consent: context.consent as EndableConsent,
    })),
  },
}).createMachine({
  id: 'consentRevocation',
  initial: 'idle',
  context: { consent: null, refusal: null },
  states: {
    idle: { on: { ASK: { guard: 'active', target: 'asking', actions: 'keepConsent' } } },
    asking: { on: { KEEP: { target: 'idle', actions: 'forget' }, CONFIRM: 'ending' } },
    ending: {
      tags: ['busy'],
      invoke: bankCall('endConsent', {
        input: ({ context }) => ({ consentId: context.consent?.id ?? '' }),
        onDone: { target: 'idle', actions: ['notifyEnded', 'forget'] },
        onError: { target: 'refused', actions: 'keepRefusal' },
      }),
    },
    // Nothing changed; the dialog says why and closes on the customer's word.
    refused: { on: { KEEP: { target: 'idle', actions: 'forget' } } },
  },
});
