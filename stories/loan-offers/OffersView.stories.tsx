import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type LoanCalculatorEvent,
  loanCalculatorMachine,
  type OffersData,
} from '../../machines/loanCalculator.machine';
import { OffersView } from '../../src/features/applications/offers/OffersView';
import {
  askedLessData,
  creditData,
  kapitalStatement,
  refinancingData,
} from '../../tests/fake-bank/fixtures/offers';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof OffersView>[0]['snapshot'];

/** Every state of the loan calculator chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <OffersView snapshot={snapshot} send={fn().mockName('send')} />
    </div>
  );
}

const meta = {
  title: 'LoanOffers/OffersView',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as LoanCalculatorEvent;
const loaded = (data: OffersData) => bank('xstate.done.actor.loadOffers', data);
const tick = (liabilityId: string): LoanCalculatorEvent => ({
  type: 'LIABILITY.TOGGLE',
  liabilityId,
});
const state = (events: LoanCalculatorEvent[]): Story => ({
  args: {
    snapshot: reach(
      loanCalculatorMachine,
      { applicationId: 'application-1', today: '2026-11-27' },
      events,
    ),
  },
});

export const OffersLoading = state([]);
/** The offers did not come: the customer may ask again. */
export const LoadFailed = state([bank('xstate.error.actor.loadOffers')]);
/** The offer of the amount asked for (index 999) is chosen, with its cost of credit. */
export const Chosen = state([loaded(creditData)]);
/** The bank would lend 13 072 ₼, but the calculator opens on the 5 000 ₼ asked for. */
export const OpensOnAmountAsked = state([loaded(askedLessData)]);
export const SmallerOfferLongerTerm = state([
  loaded(creditData),
  { type: 'OFFER.PICK', offerId: 'offer-3000' },
  { type: 'MONTH.CHANGE', value: 36 },
]);
/** 5 000 ₼ over 3 months is more than the 300 ₼ the customer may pay a month. */
export const OverLimit = state([loaded(creditData), { type: 'MONTH.CHANGE', value: 3 }]);
/** No loan ticked yet: no offer is chosen and accepting says a loan must be ticked. */
export const RefinancingChoice = state([loaded(refinancingData)]);
/** Reopened after a reload: the loan whose statement the bank holds is ticked again. */
export const RefinancingReopened = state([
  loaded({ ...refinancingData, statements: [kapitalStatement] }),
]);
/**
 * The Kapital Bank loan alone has an offer; its bank comes from the loan's IBAN. Its statement
 * is still missing, so the offer cannot be accepted yet.
 */
export const RefinancingMatched = state([loaded(refinancingData), tick('liability-kapital')]);
/** The statement is uploaded: the offer can be accepted. */
export const RefinancingWithStatement = state([
  loaded(refinancingData),
  tick('liability-kapital'),
  { type: 'STATEMENT.ADDED', document: kapitalStatement },
]);
/** No offer holds both loans together. */
export const RefinancingNoMatch = state([
  loaded(refinancingData),
  tick('liability-kapital'),
  tick('liability-respublika'),
]);
export const Accepting = state([loaded(creditData), { type: 'ACCEPT' }]);
/** The bank refused: its message is a toast; the choice stays for another try. */
export const Failed = state([
  loaded(creditData),
  { type: 'ACCEPT' },
  bank('xstate.error.actor.acceptOffer'),
]);
