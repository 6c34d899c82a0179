import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TransferFormEvent } from '../../machines/transferForm.machine';
import { TransferView } from '../../src/features/transfers/TransferView';
import { transferProducts } from '../../tests/fake-bank/fixtures/transfers';
import {
  clearingQuoted,
  codeAsked,
  events,
  ibanFilled,
  internalCanceled,
  ownFilled,
  ownQuoted,
  phoneFilled,
  refusals,
  requotedExchange,
  scheduled,
  transferSnapshot,
} from './transfer-snapshots';

type Snapshot = Parameters<typeof TransferView>[0]['snapshot'];

/** Every state of the transfer-form chart, reached by sending it the real events. */
function View({ snapshot }: { snapshot: Snapshot }) {
  return <TransferView snapshot={snapshot} send={fn().mockName('send')} />;
}

const meta = {
  title: 'Transfers/TransferView',
  component: View,
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (list: readonly TransferFormEvent[], products = transferProducts): Story => ({
  args: { snapshot: transferSnapshot(list, products) },
});
const { field } = events;
const executed = [...ownQuoted, events.confirm, events.made()];

/** The four types of PRODUCT 4.5; nothing else until one is chosen. */
export const ChoosingType = state([]);
/** Own accounts: the source with its balance, the other account as the default receiver. */
export const FillingOwn = state(ownFilled);
export const FillingCardToCard = state([events.cardToCard, field('amount', '40')]);
export const FillingByCardNumber = state([
  events.cardToCard,
  events.byCard,
  field('cardNumber', '4169 7300 0000 1231'),
]);
export const FillingByMobileNumber = state(phoneFilled);
/** Another bank's IBAN asks for the receiver's name and, for a company, the tax ID. */
export const FillingAnotherBank = state(ibanFilled);
/** Sent with gaps: PRODUCT 5's messages under each field. */
export const FillingWithProblems = state([
  events.accountToAccount,
  events.byIban,
  field('iban', 'AZ82NABZ0135010000000007194'),
  field('amount', '12.345'),
  events.submit,
]);
export const FillingAboveBalance = state([events.accountToAccount, field('amount', '5000')]);
/** No card can send: the only card is blocked. */
export const FillingNoActiveCard = state([events.cardToCard], {
  accounts: transferProducts.accounts,
  cards: transferProducts.cards.map((card) => ({ ...card, status: 'BLOCKED' as const })),
});
export const Quoting = state([...ownFilled, events.submit]);
/** The bank's refusal names the amount: its words stand under the field. */
export const QuoteRefusedOnField = state([
  ...ownFilled,
  events.submit,
  events.quoteRefused(refusals.overBalance),
]);
export const QuoteRefused = state([
  ...ownFilled,
  events.submit,
  events.quoteRefused(refusals.unexplained),
]);
/** Different currencies: the rate and both amounts before committing. */
export const ConfirmingExchange = state(ownQuoted);
/** Clearing past the cut-off: the execution date, the fee and the code to come. */
export const ConfirmingClearing = state(clearingQuoted);
export const Requoting = state([...ownQuoted, events.quoteExpired]);
/** The quote expired: new figures, confirmed again. */
export const ConfirmingRequoted = state([
  ...ownQuoted,
  events.quoteExpired,
  events.quoted(requotedExchange),
]);
export const Creating = state([...ownQuoted, events.confirm]);
export const CodeEntering = state(codeAsked);
export const CodeValidating = state([...codeAsked, events.code, events.codeSubmit]);
export const CodeRefused = state([
  ...codeAsked,
  events.code,
  events.codeSubmit,
  events.codeRefused(refusals.wrongCode),
]);
export const CodeResendReady = state([...codeAsked, events.cooldownOver]);
export const CodeResending = state([...codeAsked, events.cooldownOver, { type: 'OTP.RESEND' }]);
export const DoneExecuted = state(executed);
export const DoneDownloadingReceipt = state([...executed, { type: 'RECEIPT' }]);
export const DoneReceiptFailed = state([...executed, { type: 'RECEIPT' }, events.receiptRefused]);
/** Clearing after 17:00: held until the next business day, and can be canceled until then. */
export const DoneScheduled = state(scheduled);
export const DoneCanceling = state([...scheduled, { type: 'CANCEL' }]);
export const DoneCanceled = state([...scheduled, { type: 'CANCEL' }, events.canceled]);
/** Not made (the bank did not answer): the same attempt can be tried again. */
export const FailedToMake = state([
  ...ownQuoted,
  events.confirm,
  events.makeRefused(refusals.unexplained),
]);
/** The code expired or was mistyped too often: the bank canceled the transfer. */
export const FailedCodeClosed = state([
  ...codeAsked,
  events.code,
  events.codeSubmit,
  events.codeRefused(refusals.codeExpired),
]);
export const FailedCanceledByBank = state([
  ...codeAsked,
  events.code,
  events.codeSubmit,
  events.codeAccepted(internalCanceled),
]);
/** "Repeat": the same type and fields again, for a new attempt. */
export const Repeated = state([...executed, { type: 'REPEAT' }]);
