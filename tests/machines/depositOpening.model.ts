/**
 * The deposit-opening chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, product, amount, whether the form can be sent, whether problems show,
 * the refusal's field), shared by the chart test and the stories' fixtures.
 */

import { depositApplicationRequest } from '../../domain/deposit-opening';
import type {
  DepositOpeningContext,
  DepositOpeningEvent,
  depositOpeningMachine,
} from '../../machines/depositOpening.machine';
import { ApiError } from '../../src/shared/api/errors';
import { depositProducts, sourceAccounts } from '../fake-bank/fixtures/deposit-opening';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof depositOpeningMachine>['events']>[0];

export const depositOptions = { products: depositProducts, accounts: sourceAccounts };
export const shortBalance = new ApiError(400, {
  code: 'INSUFFICIENT_FUNDS',
  message: 'Hesabda kifayət qədər vəsait yoxdur.',
});
export const unexplained = new ApiError(500, {});

/** The amount cycles empty → under the minimum → over the balance → good. */
const amountCycle: Record<string, string> = { '': '50', '50': '6000', '6000': '1000' };
const nextType = { PROFIT: 'AVANS', AVANS: 'TRGT', TRGT: 'PROFIT' } as const;
const nextCurrency = { AZN: 'USD', USD: 'EUR', EUR: 'AZN' } as const;

function customerEvents({ context }: Snapshot): DepositOpeningEvent[] {
  const { form } = context as DepositOpeningContext;
  return [
    { type: 'TYPE.SELECT', value: nextType[form.productType] },
    { type: 'CURRENCY.SELECT', value: nextCurrency[form.currency] },
    { type: 'TERM.SELECT', value: form.termMonths === 12 ? 6 : 12 },
    { type: 'PAYOUT.SELECT', value: form.payoutFrequency === 'MON' ? 'YEAR' : 'MON' },
    { type: 'SOURCE.SELECT', value: form.sourceAccountId === 'acc-azn' ? 'acc-usd' : 'acc-azn' },
    { type: 'AMOUNT.CHANGE', value: amountCycle[form.amount] ?? '' },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
  ];
}

export const depositOpeningModel: ModelPathsOptions<typeof depositOpeningMachine> = {
  inputs: [{ today: '2026-11-21' }],
  events: customerEvents,
  actorResults: {
    loadOptions: { outputs: [depositOptions], errors: [new TypeError('Failed to fetch')] },
    createDeposit: { outputs: ['deposit-application-1'], errors: [shortBalance, unexplained] },
  },
  serializeState: ({ value, context }) =>
    JSON.stringify({
      value,
      product: `${context.form.productType} ${context.form.currency}`,
      amount: context.form.amount,
      sendable: depositApplicationRequest(context.form, context) !== undefined,
      showProblems: context.showProblems,
      refusal: context.refusal && (context.refusal.field ?? 'form'),
    }),
};
