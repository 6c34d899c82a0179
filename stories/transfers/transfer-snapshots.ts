/**
 * Snapshots of the real transfer-form chart, reached by sending it the events the customer and
 * the bank would: each story shows what the page shows in that state.
 */
import type { TransferFormField } from '../../machines/transferForm.draft';
import { type TransferFormEvent, transferFormMachine } from '../../machines/transferForm.machine';
import { ApiError } from '../../src/shared/api/errors';
import {
  canceledScheduled,
  clearingAwaitingCode,
  clearingQuote,
  clearingScheduled,
  exchangeQuote,
  executedExchange,
  internalAwaitingCode,
  internalCanceled,
  internalExecuted,
  internalQuote,
  receivers,
  requotedExchange,
  transferProducts,
  transferRefusals,
} from '../../tests/fake-bank/fixtures/transfers';
import { reach } from '../auth/auth-snapshots';

export const transferSnapshot = (
  events: readonly TransferFormEvent[],
  products = transferProducts,
) => reach(transferFormMachine, products, events);

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as TransferFormEvent;
const refused = (id: string, error: Error) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as TransferFormEvent;
const field = (name: TransferFormField, value: string): TransferFormEvent => ({
  type: 'FIELD.CHANGE',
  field: name,
  value,
});

export const events = {
  accountToAccount: { type: 'TYPE.SELECT', value: 'A2A' } as TransferFormEvent,
  cardToCard: { type: 'TYPE.SELECT', value: 'C2C' } as TransferFormEvent,
  byIban: { type: 'RECIPIENT.SELECT', value: 'IBAN' } as TransferFormEvent,
  byPhone: { type: 'RECIPIENT.SELECT', value: 'PHONE' } as TransferFormEvent,
  byCard: { type: 'RECIPIENT.SELECT', value: 'CARD' } as TransferFormEvent,
  field,
  submit: { type: 'SUBMIT' } as TransferFormEvent,
  confirm: { type: 'CONFIRM' } as TransferFormEvent,
  code: { type: 'OTP.CHANGE', value: '123456' } as TransferFormEvent,
  codeSubmit: { type: 'OTP.SUBMIT' } as TransferFormEvent,
  quoted: (quote = exchangeQuote) => answered('quoteTransfer', quote),
  quoteRefused: (error: Error) => refused('quoteTransfer', error),
  quoteExpired: {
    type: 'xstate.after.quoteLifetime.transferForm.confirming',
  } as unknown as TransferFormEvent,
  made: (transfer = executedExchange) => answered('createTransfer', transfer),
  makeRefused: (error: Error) => refused('createTransfer', error),
  codeAccepted: (transfer = internalExecuted) => answered('confirmTransfer', transfer),
  codeRefused: (error: Error) => refused('confirmTransfer', error),
  cooldownOver: {
    type: 'xstate.after.resendCooldown.transferForm.code.resend.cooldown',
  } as unknown as TransferFormEvent,
  receiptRefused: refused('fetchReceipt', new ApiError(500, {})),
  canceled: answered('cancelTransfer', canceledScheduled),
};

const bankRefusal = (status: number, body: { code: string; message: string }) =>
  new ApiError(status, body);
export const refusals = {
  overBalance: bankRefusal(400, transferRefusals.overBalance),
  wrongCode: bankRefusal(400, transferRefusals.wrongCode),
  codeExpired: bankRefusal(409, transferRefusals.codeExpired),
  unexplained: new ApiError(502, {}),
};

/** Own accounts, manat to dollars, 150 ₼. */
export const ownFilled = [events.accountToAccount, field('amount', '150')];
export const ownQuoted = [...ownFilled, events.submit, events.quoted()];
/** To Rəşad at this bank by mobile number, up to the code. */
export const phoneFilled = [
  events.accountToAccount,
  events.byPhone,
  field('phone', receivers.phone),
  field('amount', '150'),
  field('comment', 'For lunch'),
];
export const codeAsked = [
  ...phoneFilled,
  events.submit,
  events.quoted(internalQuote),
  events.confirm,
  events.made(internalAwaitingCode),
];
/** To a company at another bank by IBAN, past the cut-off. */
export const ibanFilled = [
  events.accountToAccount,
  events.byIban,
  field('iban', receivers.otherBankIban),
  field('receiverName', receivers.otherBankName),
  field('taxId', receivers.otherBankTaxId),
  field('amount', '150'),
];
export const clearingQuoted = [...ibanFilled, events.submit, events.quoted(clearingQuote)];
export const scheduled = [
  ...clearingQuoted,
  events.confirm,
  events.made(clearingAwaitingCode),
  events.code,
  events.codeSubmit,
  events.codeAccepted(clearingScheduled),
];

export { internalCanceled, requotedExchange };
