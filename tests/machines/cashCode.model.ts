/**
 * The cash-by-code chart and the list's cancel chart as test models: what the customer and the
 * bank can send in each state, and a coarse state identity (state, the amount's problem, problems
 * shown, the refusal, the quote replaced, the order's status, the code), shared by the chart
 * tests and the screen test.
 */
import type { CashCodeInput } from '../../machines/cashCode.draft';
import { formProblems } from '../../machines/cashCode.draft';
import type {
  CashCodeContext,
  CashCodeEvent,
  cashCodeMachine,
} from '../../machines/cashCode.machine';
import type { cashCodeCancelMachine } from '../../machines/cashCodeCancel.machine';
import { ApiError } from '../../src/shared/api/errors';
import { visaClassic } from '../fake-bank/fixtures/cards';
import {
  canceledCode,
  cashAwaitingCode,
  cashCanceledOrder,
  cashCodesList,
  cashConfirmed,
  cashQuote,
} from '../fake-bank/fixtures/cash-codes';
import { bankError } from '../fake-bank/fixtures/errors';
import { paymentMethodsOf, paymentSources } from '../fake-bank/fixtures/payment-templates';
import type { ModelPathsOptions } from './support/model-paths';

/** Leyla's sources, her Visa holding 6 000 ₼: 4 500 ₼ fit, as two codes. */
const methods = paymentMethodsOf(
  paymentSources.map((source) =>
    source.productId === visaClassic.id ? { ...source, available: 6000 } : source,
  ),
);
export const cashInput: CashCodeInput = {
  methods: methods.items,
  defaultProductId: methods.defaultProductId,
};

const unsuccessful = 'Unsuccessful operation';
export const cashRefusals = {
  overBalance: bankError('AMOUNT_OVER_BALANCE', 'The amount is more than the available balance.'),
  quoteExpired: bankError('QUOTE_EXPIRED', unsuccessful),
  fundsGone: bankError('CASH_FUNDS_GONE', unsuccessful),
  internal: bankError('INTERNAL', 'Internal error'),
  wrongCode: { ...bankError('OTP_INVALID', 'The code is wrong.'), attemptsLeft: 4 },
  resendTooSoon: bankError('OTP_RESEND_TOO_EARLY', 'A new code can be sent later.'),
  notActive: bankError('CASH_CODE_NOT_ACTIVE', unsuccessful),
};

export const refusals = {
  overBalance: new ApiError(400, cashRefusals.overBalance),
  quoteExpired: new ApiError(409, cashRefusals.quoteExpired),
  unexplained: new ApiError(500, cashRefusals.internal),
  wrongCode: new ApiError(400, cashRefusals.wrongCode),
  fundsGone: new ApiError(409, cashRefusals.fundsGone),
  resendTooSoon: new ApiError(429, cashRefusals.resendTooSoon),
  notActive: new ApiError(409, cashRefusals.notActive),
};

/** The amounts the field goes through: empty, not a multiple of 5, and 4 500 ₼. */
const amounts = ['', '12', '4500'];

export const cashCodeModel: ModelPathsOptions<typeof cashCodeMachine> = {
  inputs: [cashInput],
  events: (snapshot) => {
    const { form, otp } = snapshot.context as CashCodeContext;
    const next = amounts[(amounts.indexOf(form.amount) + 1) % amounts.length] ?? '';
    return [
      { type: 'FIELD.CHANGE', field: 'amount', value: next },
      { type: 'METHODS', methods: methods.items },
      { type: 'OTP.CHANGE', value: otp ? '' : '123456' },
      ...(
        [
          'OPEN',
          'SUBMIT',
          'BACK',
          'CONFIRM',
          'RETRY',
          'EDIT',
          'CLOSE',
          'OTP.SUBMIT',
          'OTP.RESEND',
        ] as const
      ).map((type) => ({ type }) as CashCodeEvent),
    ];
  },
  actorResults: {
    quoteCashCode: { outputs: [cashQuote], errors: [refusals.overBalance, refusals.unexplained] },
    createCashCode: {
      outputs: [cashAwaitingCode, cashConfirmed, cashCanceledOrder],
      errors: [refusals.quoteExpired, refusals.unexplained],
    },
    confirmCashCode: {
      outputs: [cashConfirmed, cashCanceledOrder],
      errors: [refusals.wrongCode, refusals.fundsGone],
    },
    resendOtp: { outputs: [undefined], errors: [refusals.resendTooSoon] },
  },
  serializeState: ({ value, context }) => {
    const { methods: list, form, refusal, order, quote } = context as CashCodeContext;
    return JSON.stringify({
      value,
      amount: form.amount,
      problem: formProblems(list, form).amount ?? null,
      showProblems: context.showProblems,
      refusal: refusal && (refusal.field ?? 'form'),
      quote: quote !== null,
      requoted: context.requoted,
      status: order?.status ?? null,
      otp: context.otp.length,
      tries: context.codeTriesLeft ?? null,
    });
  },
};

const [active, , used] = cashCodesList;
export const activeCode = active as NonNullable<typeof active>;
export const usedCode = used as NonNullable<typeof used>;

export const cashCodeCancelModel: ModelPathsOptions<typeof cashCodeCancelMachine> = {
  events: () => [
    { type: 'ASK', code: activeCode },
    { type: 'ASK', code: usedCode },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
  ],
  actorResults: {
    cancelCashCode: { outputs: [canceledCode(activeCode)], errors: [refusals.notActive] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({ value, code: context.code?.id ?? null, refusal: context.refusal }),
};
