import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  type PrepaymentEvent,
  type PrepaymentInput,
  prepaymentMachine,
} from '../../machines/prepayment.machine';
import { PrepaymentView } from '../../src/features/prepayment/PrepaymentView';
import {
  prepaymentLoan,
  prepaymentLoans,
  prepaymentQuote,
  repaidLoan,
} from '../../tests/fake-bank/fixtures/prepayments';
import {
  canceled,
  completed,
  fullQuote,
  inReview,
  openedId,
  partialQuote,
  refused,
} from '../../tests/machines/prepayment.model';
import { reach } from '../auth/auth-snapshots';

const shorterTermQuote = prepaymentQuote('FM_1');

type Snapshot = Parameters<typeof PrepaymentView>[0]['snapshot'];

/** Every state of the early-repayment chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <PrepaymentView snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Loans/EarlyRepayment',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

// The bank's answers arrive as the events the running chart would get from its calls.
const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as PrepaymentEvent;
const error = (id: string, failure: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: failure }) as unknown as PrepaymentEvent;
const linked: PrepaymentInput = { loans: prepaymentLoans, loanId: prepaymentLoan.id };
const state = (events: PrepaymentEvent[], input: PrepaymentInput = linked): Story => ({
  args: { snapshot: reach(prepaymentMachine, input, events) },
});

const fm2: PrepaymentEvent[] = [
  { type: 'OPTION.SELECT', value: 'FM_2' },
  { type: 'AMOUNT.CHANGE', value: '500' },
  { type: 'SUBMIT' },
];
const fm3: PrepaymentEvent[] = [{ type: 'OPTION.SELECT', value: 'FM_3' }, { type: 'SUBMIT' }];
const quoted = [...fm2, done('quotePrepayment', partialQuote)];
const made = [...quoted, { type: 'CONFIRM' } as const, done('createPrepayment', inReview)];

/** Opened from /pre-payment: no loan chosen yet among the two running ones. */
export const Choosing = state([], { loans: prepaymentLoans });
/** Opened from a loan card: that loan is chosen. */
export const LoanLinked = state([]);
/** Sent without an option or amount: each field says what is missing. */
export const MissingValues = state([{ type: 'OPTION.SELECT', value: 'FM_1' }, { type: 'SUBMIT' }], {
  loans: prepaymentLoans,
});
/** The only loans left are repaid: nothing to choose. */
export const NoRunningLoans = state([], { loans: [repaidLoan] });
export const Quoting = state(fm2);
/** Under the 50 ₼ minimum: the bank's words at the amount field. */
export const AmountBelowMinimum = state([
  ...fm2,
  error('quotePrepayment', refused('PREPAYMENT_AMOUNT_BELOW_MIN')),
]);
/** An overdue instalment: over the page. */
export const OverdueDebt = state([
  ...fm2,
  error('quotePrepayment', refused('PREPAYMENT_OVERDUE_DEBT')),
]);
export const InvalidLoan = state([
  ...fm2,
  error('quotePrepayment', refused('PREPAYMENT_INVALID_LOAN')),
]);
export const AlreadyExists = state([
  ...fm2,
  error('quotePrepayment', refused('PREPAYMENT_ALREADY_EXISTS')),
]);
/** FM_2: the current and the new schedule side by side (stacked on a phone). */
export const ReviewingLowerPayment = state(quoted);
/** FM_1: the same payment, fewer instalments. */
export const ReviewingShorterTerm = state([
  { type: 'OPTION.SELECT', value: 'FM_1' },
  { type: 'AMOUNT.CHANGE', value: '500' },
  { type: 'SUBMIT' },
  done('quotePrepayment', shorterTermQuote),
]);
/** FM_3: the payoff, no schedule after it. */
export const ReviewingFullRepayment = state([...fm3, done('quotePrepayment', fullQuote)]);
export const Creating = state([...quoted, { type: 'CONFIRM' }]);
export const CreateFailed = state([
  ...quoted,
  { type: 'CONFIRM' },
  error('createPrepayment', refused('PREPAYMENT_UNEXPECTED')),
]);
/** FM_1 or FM_2: in review until the next business day, cancelable. */
export const InReview = state(made);
export const ConfirmingCancel = state([...made, { type: 'CANCEL' }]);
export const Canceling = state([...made, { type: 'CANCEL' }, { type: 'CANCEL.CONFIRM' }]);
export const Canceled = state([
  ...made,
  { type: 'CANCEL' },
  { type: 'CANCEL.CONFIRM' },
  done('cancelPrepayment', canceled),
]);
/** FM_3: the loan is closed at once. */
export const LoanClosed = state([
  ...fm3,
  done('quotePrepayment', fullQuote),
  { type: 'CONFIRM' },
  done('createPrepayment', completed),
]);
/** A request opened by its id (?request=<id>). */
const byId: PrepaymentInput = { loans: prepaymentLoans, prepaymentId: openedId };
export const Opening = state([], byId);
export const Opened = state([done('getPrepayment', inReview)], byId);
export const OpenFailed = state([error('getPrepayment', refused('PREPAYMENT_NOT_FOUND'))], byId);
