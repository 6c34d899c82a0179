import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type AccountOpeningEvent,
  accountOpeningMachine,
} from '../../machines/accountOpening.machine';
import { AccountOpeningDialog } from '../../src/features/accounts/AccountOpeningDialog';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof AccountOpeningDialog>[0]['snapshot'];

/** Every state of the account-opening chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <AccountOpeningDialog
      snapshot={snapshot}
      send={fn().mockName('send')}
      onClose={fn().mockName('onClose')}
    />
  );
}

const meta = {
  title: 'Accounts/AccountOpeningDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (events: AccountOpeningEvent[]): Story => ({
  args: { snapshot: reach(accountOpeningMachine, undefined, events) },
});
const bank = (type: string, payload: object) =>
  ({ type, ...payload }) as unknown as AccountOpeningEvent;
const usd: AccountOpeningEvent[] = [{ type: 'CURRENCY.SELECT', value: 'USD' }, { type: 'SUBMIT' }];

/** Manat is chosen to start with. */
export const Choosing = state([]);
export const ChoosingEuro = state([{ type: 'CURRENCY.SELECT', value: 'EUR' }]);
/** The bank is creating the application: the dialog cannot be closed meanwhile. */
export const Submitting = state(usd);
/** The bank refused: its message, the choice kept for another try. */
export const Failed = state([
  ...usd,
  bank('xstate.error.actor.createAccount', {
    error: new Error('Choose the currency: AZN, USD or EUR.'),
  }),
]);
/** No answer at all (offline): the default message of PRODUCT 8. */
export const FailedWithoutMessage = state([
  ...usd,
  bank('xstate.error.actor.createAccount', { error: new TypeError('') }),
]);
/** Created: the app moves on to the request's modal. */
export const Done = state([
  ...usd,
  bank('xstate.done.actor.createAccount', { output: 'account-application-1' }),
]);
