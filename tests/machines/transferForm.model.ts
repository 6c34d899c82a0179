/**
 * The transfer-form chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, type, how the receiver is named, whether the form
 * can be sent, problems shown, the refusal's field, the quote replaced, the transfer's status,
 * the code's length), shared by the chart test and the screen test.
 */
import { recipientsFor } from '../../machines/transferForm.draft';
import type {
  TransferFormContext,
  TransferFormEvent,
  transferFormMachine,
} from '../../machines/transferForm.machine';
import { ApiError } from '../../src/shared/api/errors';
import {
  canceledScheduled,
  clearingScheduled,
  exchangeQuote,
  internalAwaitingCode,
  internalCanceled,
  internalExecuted,
  receivers,
  transferProducts,
  transferRefusals,
} from '../fake-bank/fixtures/transfers';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof transferFormMachine>['events']>[0];

export const refusals = {
  overBalance: new ApiError(400, transferRefusals.overBalance),
  quoteExpired: new ApiError(409, transferRefusals.quoteExpired),
  unexplained: new ApiError(500, {}),
  wrongCode: new ApiError(400, transferRefusals.wrongCode),
  codeExpired: new ApiError(409, transferRefusals.codeExpired),
  resendTooSoon: new ApiError(429, transferRefusals.resendTooSoon),
  cannotCancel: new ApiError(409, transferRefusals.cannotCancel),
};

export const receiptFile = {
  blob: new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }),
  filename: 'receipt-TR-2026-000123.pdf',
};

/** The sample each way of naming the receiver is filled with. */
const recipientSamples = {
  iban: receivers.ownBankIban,
  cardNumber: receivers.cardNumber,
  phone: receivers.phone,
} as const;
const recipientField = { IBAN: 'iban', CARD: 'cardNumber', PHONE: 'phone' } as const;

function formEvents(context: TransferFormContext): TransferFormEvent[] {
  const { type, form } = context;
  const events: TransferFormEvent[] = [
    // Two types are enough for every transition: one pays an account, the other a card.
    { type: 'TYPE.SELECT', value: type === 'A2A' ? 'C2C' : 'A2A' },
    { type: 'FIELD.CHANGE', field: 'amount', value: form.amount ? '' : '150' },
  ];
  if (!type) return events;
  const ways = recipientsFor(type);
  const next = ways[(ways.indexOf(form.recipient) + 1) % ways.length] ?? 'OWN';
  events.push({ type: 'RECIPIENT.SELECT', value: next });
  if (form.recipient !== 'OWN') {
    const field = recipientField[form.recipient];
    events.push({ type: 'FIELD.CHANGE', field, value: form[field] ? '' : recipientSamples[field] });
  }
  return events;
}

export const transferFormModel: ModelPathsOptions<typeof transferFormMachine> = {
  inputs: [transferProducts],
  events: (snapshot: Snapshot) => [
    ...formEvents(snapshot.context as TransferFormContext),
    // The app hands over the lists again after money moved: the same products here.
    { type: 'PRODUCTS', ...transferProducts },
    { type: 'OTP.CHANGE', value: snapshot.context.otp ? '' : '123456' },
    ...(
      [
        'SUBMIT',
        'BACK',
        'CONFIRM',
        'RETRY',
        'EDIT',
        'REPEAT',
        'NEW',
        'RECEIPT',
        'CANCEL',
        'OTP.SUBMIT',
        'OTP.RESEND',
      ] as const
    ).map((type) => ({ type }) as TransferFormEvent),
  ],
  actorResults: {
    quoteTransfer: {
      outputs: [exchangeQuote],
      errors: [refusals.overBalance, new TypeError('Failed to fetch')],
    },
    createTransfer: {
      outputs: [internalAwaitingCode, clearingScheduled, internalCanceled],
      errors: [refusals.quoteExpired, refusals.unexplained],
    },
    confirmTransfer: {
      outputs: [internalExecuted, internalCanceled],
      errors: [refusals.wrongCode, refusals.codeExpired],
    },
    resendOtp: { outputs: [undefined], errors: [refusals.resendTooSoon] },
    fetchReceipt: { outputs: [receiptFile], errors: [refusals.unexplained] },
    cancelTransfer: { outputs: [canceledScheduled], errors: [refusals.cannotCancel] },
  },
  serializeState: ({ value, context }) => {
    const { type, form, refusal, transfer } = context as TransferFormContext;
    return JSON.stringify({
      value,
      type,
      recipient: form.recipient,
      amount: form.amount !== '',
      receiver: form.recipient === 'OWN' || form[recipientField[form.recipient]] !== '',
      showProblems: context.showProblems,
      refusal: refusal && (refusal.field ?? 'form'),
      requoted: context.requoted,
      status: transfer?.status ?? null,
      otp: context.otp.length,
    });
  },
};
