/**
 * The provider payment chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, the provider's field's problem, the amount filled,
 * the provider's answer, problems shown, the refusal, the quote replaced, the payment's status,
 * the code), shared by the chart test and the screen test. Four forms: a mobile operator, a gas
 * utility that is asked for the debt, and a mobile and a gas template paid in one press.
 */

import { paymentFieldProblem } from '../../domain/payments/fields';
import { lookupKey, type PaymentFormInput } from '../../machines/paymentForm.draft';
import type {
  PaymentFormContext,
  PaymentFormEvent,
  paymentFormMachine,
} from '../../machines/paymentForm.machine';
import { ApiError } from '../../src/shared/api/errors';
import { bankError } from '../fake-bank/fixtures/errors';
import { paymentMethodsOf } from '../fake-bank/fixtures/payment-templates';
import {
  azercell,
  azeriqaz,
  gasScheduled,
  mobileAwaitingCode,
  mobileExecuted,
  mobileQuote,
  paymentOf,
} from '../fake-bank/fixtures/payments';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof paymentFormMachine>['events']>[0];

const methods = paymentMethodsOf();
const base = { methods: methods.items, defaultProductId: methods.defaultProductId };
export const mobileInput: PaymentFormInput = { provider: azercell, ...base, prefill: null };
export const gasInput: PaymentFormInput = { provider: azeriqaz, ...base, prefill: null };
export const templateInput: PaymentFormInput = {
  provider: azercell,
  ...base,
  prefill: { fields: { phone: '501234567' }, amount: 10 },
};
/** A gas template without an amount: the debt the provider tells is paid. */
export const gasTemplateInput: PaymentFormInput = {
  provider: azeriqaz,
  ...base,
  prefill: { fields: { subscriberCode: '1002003001' }, amount: null },
};

export const paymentRefusals = {
  prefix: bankError('PHONE_PREFIX_NOT_OPERATOR', 'This number is not Azercell’s.'),
  overBalance: bankError('INSUFFICIENT_FUNDS', 'The amount is more than the available balance.'),
  unavailable: bankError('PROVIDER_UNAVAILABLE', 'The provider does not answer now.'),
  subscriberNotFound: bankError('SUBSCRIBER_NOT_FOUND', 'The provider knows no such subscriber.'),
  quoteExpired: bankError('QUOTE_EXPIRED', 'The quote has expired. Ask for a new one.'),
  wrongCode: { ...bankError('OTP_INVALID', 'The code is wrong.'), attemptsLeft: 4 },
  codeExpired: bankError('PAYMENT_STATUS_CONFLICT', 'The payment was canceled.'),
  resendTooSoon: bankError('OTP_RESEND_TOO_EARLY', 'A new code can be sent later.'),
  cannotCancel: bankError('PAYMENT_STATUS_CONFLICT', 'The payment has already been executed.'),
  internal: bankError('INTERNAL', 'Internal error'),
};

export const refusals = {
  overBalance: new ApiError(400, paymentRefusals.overBalance),
  unavailable: new ApiError(503, paymentRefusals.unavailable),
  subscriberNotFound: new ApiError(404, paymentRefusals.subscriberNotFound),
  quoteExpired: new ApiError(409, paymentRefusals.quoteExpired),
  unexplained: new ApiError(500, paymentRefusals.internal),
  wrongCode: new ApiError(400, paymentRefusals.wrongCode),
  codeExpired: new ApiError(409, paymentRefusals.codeExpired),
  resendTooSoon: new ApiError(429, paymentRefusals.resendTooSoon),
  cannotCancel: new ApiError(409, paymentRefusals.cannotCancel),
};

export const gasSubscriber = { display: '1002003001', name: 'Leyla M.', debt: 45.6 };
export const mobileCanceled = paymentOf(mobileQuote, 'CANCELED');
export const gasCanceled = { ...gasScheduled, status: 'CANCELED' as const };
export const receiptFile = {
  blob: new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }),
  filename: 'receipt-payment-1.pdf',
};

/** The values each field goes through: empty, another operator's and right; two subscribers. */
const fieldValues: Record<string, readonly string[]> = {
  phone: ['', '701234567', '501234567'],
  subscriberCode: ['', '1002003001', '1002003002'],
};

function formEvents(context: PaymentFormContext): PaymentFormEvent[] {
  const { provider, form } = context;
  const field = provider.fields[0];
  if (!field) return [];
  const values = fieldValues[field.name] ?? [''];
  const now = values.indexOf(form.fields[field.name] ?? '');
  return [
    { type: 'FIELD.CHANGE', field: field.name, value: values[(now + 1) % values.length] ?? '' },
    { type: 'FIELD.CHANGE', field: 'amount', value: form.amount ? '' : '10' },
  ];
}

export const paymentFormModel: ModelPathsOptions<typeof paymentFormMachine> = {
  inputs: [mobileInput, gasInput, templateInput, gasTemplateInput],
  events: (snapshot: Snapshot) => [
    ...formEvents(snapshot.context as PaymentFormContext),
    // The app hands over the list again after money moved: the same sources here.
    { type: 'METHODS', methods: methods.items },
    { type: 'OTP.CHANGE', value: snapshot.context.otp ? '' : '123456' },
    ...(
      [
        'LOOKUP.RETRY',
        'SUBMIT',
        'BACK',
        'CONFIRM',
        'RETRY',
        'EDIT',
        'CLOSE',
        'RECEIPT',
        'CANCEL',
        'OTP.SUBMIT',
        'OTP.RESEND',
      ] as const
    ).map((type) => ({ type }) as PaymentFormEvent),
  ],
  actorResults: {
    findSubscriber: {
      outputs: [gasSubscriber],
      errors: [refusals.subscriberNotFound, refusals.unavailable],
    },
    quotePayment: { outputs: [mobileQuote], errors: [refusals.overBalance, refusals.unavailable] },
    createPayment: {
      outputs: [mobileAwaitingCode, gasScheduled, mobileCanceled],
      errors: [refusals.quoteExpired, refusals.unexplained],
    },
    confirmPayment: {
      outputs: [mobileExecuted, mobileCanceled],
      errors: [refusals.wrongCode, refusals.codeExpired],
    },
    resendOtp: { outputs: [undefined], errors: [refusals.resendTooSoon] },
    fetchReceipt: { outputs: [receiptFile], errors: [refusals.unexplained] },
    cancelPayment: { outputs: [gasCanceled], errors: [refusals.cannotCancel] },
  },
  serializeState: ({ value, context }) => {
    const { provider, form, lookup, refusal, payment } = context as PaymentFormContext;
    const field = provider.fields[0];
    // The answer is told apart by the values it was for: typing them again asks nobody.
    const answer = lookup && (lookup.subscriber ? 'found' : (lookup.refusal?.field ?? 'down'));
    return JSON.stringify({
      value,
      provider: provider.id,
      field: field ? paymentFieldProblem(field, form.fields[field.name] ?? '') : null,
      amount: form.amount !== '',
      lookup: lookup && [answer, lookup.key === lookupKey(provider, form) ? 'current' : lookup.key],
      payAtOnce: context.payAtOnce,
      showProblems: context.showProblems,
      refusal: refusal && (refusal.field ?? (refusal.unavailable ? 'down' : 'form')),
      requoted: context.requoted,
      status: payment?.status ?? null,
      otp: context.otp.length,
      tries: context.codeTriesLeft ?? null,
    });
  },
};
