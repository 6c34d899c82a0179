/**
 * The words of the early-repayment page that depend on data: the options (PRODUCT 4.5), the
 * statuses, and PRODUCT 8's prepayment catalogue, one message per code, shown when the bank's
 * answer carries no words of its own.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AmountProblem,
  Prepayment,
  PrepaymentErrorCode,
  PrepaymentOption,
} from '../../../machines/prepayment.machine';

export const optionLabels: Record<PrepaymentOption, MessageDescriptor> = {
  FM_1: msg`Reduce the term`,
  FM_2: msg`Reduce the monthly payment`,
  FM_3: msg`Repay in full`,
};

export const optionHints: Record<PrepaymentOption, MessageDescriptor> = {
  FM_1: msg`The same monthly payment, fewer instalments`,
  FM_2: msg`The same term, a lower monthly payment`,
  FM_3: msg`The whole debt now; the loan is closed`,
};

export const statusLabels: Record<Prepayment['status'], MessageDescriptor> = {
  IN_REVIEW: msg`In review`,
  COMPLETED: msg`Completed`,
  CANCELED: msg`Canceled`,
};

export const refusalMessages: Record<PrepaymentErrorCode, MessageDescriptor> = {
  PREPAYMENT_UNEXPECTED: msg`An unexpected error occurred. Try again a bit later.`,
  PREPAYMENT_VALIDATION: msg`The request or the client data is not valid.`,
  PREPAYMENT_NOT_FOUND: msg`The early repayment request was not found.`,
  PREPAYMENT_ALREADY_EXISTS: msg`An active request already exists for this loan.`,
  PREPAYMENT_AMOUNT_BELOW_MIN: msg`The amount is below the minimum.`,
  PREPAYMENT_INVALID_LOAN: msg`The loan kind, debt amount or date does not allow it: this repayment is possible only at a branch.`,
  PREPAYMENT_OVERDUE_DEBT: msg`The loan has an overdue debt: pay it first.`,
};

export const amountProblems: Record<AmountProblem, MessageDescriptor> = {
  empty: msg`Enter the amount.`,
  invalid: msg`Enter an amount in manats, e.g. 500 or 500,50.`,
};
