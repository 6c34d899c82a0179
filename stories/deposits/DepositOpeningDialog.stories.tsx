import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DepositOpeningOptions } from '../../domain/deposit-opening';
import {
  type DepositOpeningEvent,
  depositOpeningMachine,
} from '../../machines/depositOpening.machine';
import { DepositOpeningDialog } from '../../src/features/deposits/DepositOpeningDialog';
import { ApiError } from '../../src/shared/api/errors';
import {
  aznSource,
  depositProducts,
  openingDay,
  sourceAccounts,
} from '../../tests/fake-bank/fixtures/deposit-opening';
import { reach } from '../auth/auth-snapshots';

type Snapshot = Parameters<typeof DepositOpeningDialog>[0]['snapshot'];

/** Every state of the deposit-opening chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return (
    <DepositOpeningDialog
      snapshot={snapshot}
      send={fn().mockName('send')}
      onClose={fn().mockName('onClose')}
    />
  );
}

const meta = {
  title: 'Deposits/DepositOpeningDialog',
  component: View,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const bank = (type: string, payload: object) =>
  ({ type, ...payload }) as unknown as DepositOpeningEvent;
const loadedWith = (options: DepositOpeningOptions) =>
  bank('xstate.done.actor.loadOptions', { output: options });
const loaded = loadedWith({ products: depositProducts, accounts: sourceAccounts });
const state = (events: DepositOpeningEvent[]): Story => ({
  args: { snapshot: reach(depositOpeningMachine, { today: openingDay }, events) },
});
const amount = (value: string): DepositOpeningEvent => ({ type: 'AMOUNT.CHANGE', value });
const filled: DepositOpeningEvent[] = [
  loaded,
  { type: 'TERM.SELECT', value: 12 },
  { type: 'PAYOUT.SELECT', value: 'YEAR' },
  amount('2500'),
];
const sent = [...filled, { type: 'SUBMIT' } as const];
const refused = (error: Error) => bank('xstate.error.actor.createDeposit', { error });

/** Reading the product table and the accounts. */
export const Loading = state([]);
export const LoadFailed = state([
  bank('xstate.error.actor.loadOptions', { error: new TypeError('Failed to fetch') }),
]);
/** The first type, currency, term, payout and account are chosen; the amount is for the customer. */
export const Editing = state([loaded]);
/** The rate of the term and the interest over it, before the customer commits. */
export const WithInterest = state(filled);
export const AdvanceDeposit = state([
  loaded,
  { type: 'TYPE.SELECT', value: 'AVANS' },
  amount('800'),
]);
/** Sent with no amount: PRODUCT 5's "fill in the field". */
export const AmountMissing = state([loaded, { type: 'SUBMIT' }]);
export const BelowMinimum = state([loaded, amount('50')]);
export const TooManyDecimals = state([loaded, amount('150.555')]);
/** More than the account can spend (PRODUCT 5: at most the balance in its currency). */
export const AboveBalance = state([loaded, amount('6000')]);
/** A type the bank does not open in a currency. */
export const NotOffered = state([loaded, { type: 'CURRENCY.SELECT', value: 'EUR' }]);
/** No current account in the deposit's currency to fund it from. */
export const NoSourceAccount = state([
  loadedWith({ products: depositProducts, accounts: [aznSource] }),
  { type: 'CURRENCY.SELECT', value: 'USD' },
]);
export const Submitting = state(sent);
/** The bank's refusal names the amount: its words stand under the field, the form stays. */
export const RefusedShortBalance = state([
  ...sent,
  refused(
    new ApiError(400, {
      code: 'INSUFFICIENT_FUNDS',
      message: 'There are not enough funds in the account.',
    }),
  ),
]);
/** A refusal about nothing in particular: over the form. */
export const Refused = state([
  ...sent,
  refused(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'The request is not valid.' })),
]);
/** Created: the app moves on to the request's modal. */
export const Done = state([
  ...sent,
  bank('xstate.done.actor.createDeposit', { output: 'deposit-application-1' }),
]);
