import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type InsuranceChoiceEvent,
  insuranceChoiceMachine,
} from '../../machines/insuranceChoice.machine';
import { InsuranceChoice } from '../../src/features/applications/insurance/InsuranceChoice';
import {
  sampleInsuranceOffers,
  unavailableInsurance,
} from '../../tests/fake-bank/fixtures/insurance';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof InsuranceChoice>[0]['snapshot'];

/** Every state of the insurance choice chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <InsuranceChoice snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Insurance/InsuranceStep',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const bank = (type: string, output?: unknown) =>
  ({ type, output, error: new Error('refused') }) as unknown as InsuranceChoiceEvent;
const loaded = bank('xstate.done.actor.loadOffers', sampleInsuranceOffers);
const chosen: InsuranceChoiceEvent[] = [loaded, { type: 'CHOOSE', insurerId: 'PASHA_SIGORTA' }];
const state = (events: InsuranceChoiceEvent[]): Story => ({
  args: { snapshot: reach(insuranceChoiceMachine, undefined, events) },
});

export const Loading = state([]);
export const Choosing = state([loaded]);
export const Chosen = state(chosen);
/** The customer already has insurance: selecting changes it. */
export const ChangingInsurance = state([
  bank('xstate.done.actor.loadOffers', { ...sampleInsuranceOffers, hasExistingInsurance: true }),
  { type: 'CHOOSE', insurerId: 'MEGA_SIGORTA' },
]);
export const OfferDidNotCome = state([
  bank('xstate.done.actor.loadOffers', { insurances: [], hasExistingInsurance: false }),
]);
const unavailable = bank('xstate.done.actor.loadOffers', unavailableInsurance);
/** PRODUCT 2.2's dialog: no insurer covers the loan; go on without insurance or close it. */
export const HealthInsuranceUnavailable = state([unavailable]);
/** Closed: the step says it again and still lets the customer go on. */
export const UnavailableDismissed = state([unavailable, { type: 'DISMISS' }]);
export const Saving = state([...chosen, { type: 'SELECT' }]);
export const Skipping = state([loaded, { type: 'SKIP' }]);
export const Failed = state([
  ...chosen,
  { type: 'SELECT' },
  bank('xstate.error.actor.saveInsurance'),
]);
export const Done = state([...chosen, { type: 'SELECT' }, bank('xstate.done.actor.saveInsurance')]);
