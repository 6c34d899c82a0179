/**
 * The early-repayment chart as a test model: what the customer and the bank can send in each
 * state, and a coarse state identity (state, the option and amount, whether the form can be sent, whether problems
 * show, where a refusal stands, the request's status), shared by the chart test, the screen test
 * and the stories.
 */
import {
  type PrepaymentContext,
  type PrepaymentEvent,
  type prepaymentMachine,
  prepaymentRequest,
} from '../../machines/prepayment.machine';
import { ApiError } from '../../src/shared/api/errors';
import {
  type PrepaymentErrorCode,
  prepaymentLoan,
  prepaymentLoans,
  prepaymentOf,
  prepaymentQuote,
  prepaymentRefusals,
  secondLoan,
} from '../fake-bank/fixtures/prepayments';
import type { ModelPathsOptions } from './support/model-paths';

type Snapshot = Parameters<ModelPathsOptions<typeof prepaymentMachine>['events']>[0];

/** The bank's refusal of a code, as the app's client throws it. */
export const refused = (code: PrepaymentErrorCode) =>
  new ApiError(prepaymentRefusals[code].status, {
    code,
    message: prepaymentRefusals[code].message,
  });

export const partialQuote = prepaymentQuote('FM_2');
export const fullQuote = prepaymentQuote('FM_3');
export const inReview = prepaymentOf(partialQuote);
export const completed = prepaymentOf(fullQuote);
export const canceled = {
  ...inReview,
  status: 'CANCELED',
  canceledAt: '2026-05-05T09:00:00.000Z',
} as const;
export const openedId = inReview.id;

/** The option cycles none → FM_2 → FM_3 → FM_1 → FM_2; the amount empty → good → not a number. */
const nextOption = { FM_2: 'FM_3', FM_3: 'FM_1', FM_1: 'FM_2' } as const;
const nextAmount: Record<string, string> = { '': '500', '500': 'five', five: '' };

function customerEvents({ context }: Snapshot): PrepaymentEvent[] {
  const form = context as PrepaymentContext;
  return [
    {
      type: 'LOAN.SELECT',
      value: form.loanId === prepaymentLoan.id ? secondLoan.id : prepaymentLoan.id,
    },
    { type: 'OPTION.SELECT', value: form.option ? nextOption[form.option] : 'FM_2' },
    { type: 'AMOUNT.CHANGE', value: nextAmount[form.amount] ?? '' },
    { type: 'SUBMIT' },
    { type: 'BACK' },
    { type: 'CONFIRM' },
    { type: 'RETRY' },
    { type: 'EDIT' },
    { type: 'CANCEL' },
    { type: 'KEEP' },
    { type: 'CANCEL.CONFIRM' },
    { type: 'NEW' },
    { type: 'LOANS', loans: prepaymentLoans },
  ];
}

export const prepaymentModel: ModelPathsOptions<typeof prepaymentMachine> = {
  inputs: [
    { loans: prepaymentLoans, loanId: prepaymentLoan.id },
    { loans: prepaymentLoans, prepaymentId: openedId },
  ],
  events: customerEvents,
  actorResults: {
    quotePrepayment: {
      outputs: [partialQuote],
      errors: [refused('PREPAYMENT_AMOUNT_BELOW_MIN'), refused('PREPAYMENT_ALREADY_EXISTS')],
    },
    createPrepayment: {
      outputs: [inReview, completed],
      errors: [refused('PREPAYMENT_AMOUNT_BELOW_MIN'), refused('PREPAYMENT_OVERDUE_DEBT')],
    },
    getPrepayment: { outputs: [inReview], errors: [refused('PREPAYMENT_NOT_FOUND')] },
    cancelPrepayment: {
      outputs: [canceled],
      errors: [new ApiError(409, { code: 'PREPAYMENT_VALIDATION', message: 'Closed.' })],
    },
  },
  serializeState: ({ value, context }) => {
    const c = context as PrepaymentContext;
    return JSON.stringify({
      value,
      option: c.option,
      amount: c.amount,
      ready: prepaymentRequest(c) !== undefined,
      showProblems: c.showProblems,
      refusal: c.refusal && (c.refusal.field ?? 'page'),
      status: c.prepayment?.status ?? null,
    });
  },
};
