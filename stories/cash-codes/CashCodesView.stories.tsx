import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CashCodeEvent } from '../../machines/cashCode.machine';
import type { CashCodeCancelEvent } from '../../machines/cashCodeCancel.machine';
import { CashCodesView } from '../../src/features/cash-codes/CashCodesView';
import type { CashCodesQuery } from '../../src/features/cash-codes/CodeList';
import { cashCodesList } from '../../tests/fake-bank/fixtures/cash-codes';
import { refusals } from '../../tests/machines/cashCode.model';
import { withAppContext } from '../home/app-context';
import { pagedFailed, pagedLoaded, pagedLoading, pagedMoreFailed } from '../products/query-states';
import {
  cancelEvents,
  cancelSnapshot,
  cashSnapshot,
  checking,
  code,
  events,
  filled,
  quoted,
} from './cash-code-snapshots';

interface Args {
  codes: CashCodesQuery;
  dialog: readonly CashCodeEvent[] | null;
  cancel: readonly CashCodeCancelEvent[];
}

/** /cash-by-code in every state of its two charts, reached by sending them the real events. */
function View({ codes, dialog, cancel }: Args) {
  return (
    <CashCodesView
      codes={codes}
      dialog={dialog && { snapshot: cashSnapshot(dialog), send: fn().mockName('send') }}
      cancel={{ snapshot: cancelSnapshot(cancel), send: fn().mockName('cancel') }}
    />
  );
}

const meta = {
  title: 'Cash by code/CashCodesView',
  component: View,
  decorators: [withAppContext],
  args: { codes: pagedLoaded(cashCodesList), dialog: [], cancel: [] },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (list: readonly CashCodeEvent[]): Story => ({ args: { dialog: list } });

/** The list: active codes with Cancel, used, expired and canceled ones. */
export const Codes: Story = {};
export const CodesWithMore: Story = { args: { codes: pagedLoaded(cashCodesList, true) } };
/** The next page refused: the codes read so far stay, with the bank's words and a retry. */
export const MoreFailed: Story = { args: { codes: pagedMoreFailed(cashCodesList) } };
export const Empty: Story = { args: { codes: pagedLoaded([]) } };
export const Loading: Story = { args: { codes: pagedLoading(), dialog: null } };
export const Failed: Story = { args: { codes: pagedFailed() } };
/** Cancel asks first; then the bank releases the hold, or says the code is no longer active. */
export const CancelAsking: Story = { args: { cancel: [cancelEvents.ask()] } };
export const CancelCanceling: Story = {
  args: { cancel: [cancelEvents.ask(), cancelEvents.confirm] },
};
export const CancelRefused: Story = {
  args: { cancel: [cancelEvents.ask(), cancelEvents.confirm, cancelEvents.refused] },
};

/** The dialog: the card or account and the amount. */
export const FormEmpty = dialog([events.open]);
export const FormFilled = dialog(filled);
/** PRODUCT 5: a multiple of 5 ₼, at least 10 ₼, at most the available balance. */
export const FormNotMultiple = dialog([events.open, events.amount('12'), events.submit]);
export const FormBelowMinimum = dialog([events.open, events.amount('5'), events.submit]);
export const FormOverBalance = dialog([events.open, events.amount('9000')]);
export const FormMissing = dialog([events.open, events.submit]);
export const Quoting = dialog([...filled, events.submit]);
export const QuoteRefused = dialog([
  ...filled,
  events.submit,
  events.quoteRefused(refusals.overBalance),
]);
/** The figures: amount, commission, total, the two codes and their 24 hours. */
export const Confirming = dialog(quoted);
export const Requoting = dialog([...quoted, events.quoteExpired]);
export const ConfirmingRequoted = dialog([...quoted, events.quoteExpired, events.quoted]);
export const Creating = dialog([...quoted, events.confirm]);
export const Code = dialog(code);
export const CodeChecking = dialog(checking);
export const CodeRefused = dialog([...checking, events.codeRefused(refusals.wrongCode)]);
/** Issued: the codes with their amounts and expiry; the codes came by SMS. */
export const Issued = dialog([...checking, events.codeAccepted]);
/** PRODUCT 8's 'Unsuccessful operation', with what to do; Try again keeps the attempt's key. */
export const FailedToOrder = dialog([
  ...quoted,
  events.confirm,
  events.makeRefused(refusals.unexplained),
]);
export const FailedFundsGone = dialog([...checking, events.codeRefused(refusals.fundsGone)]);
export const FailedCodeCanceled = dialog([...checking, events.codeCanceled]);
