import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Order } from '../../../../domain/loan-requests';
import {
  type ApplicationStepKey,
  activeStep,
  applicationStepKeys,
  stepNumbering,
} from '../../../../machines/loanApplication/steps';
import {
  type ApplicationProduct,
  isLoanApplicationStatus,
} from '../../../../machines/loanApplication.machine';

/** What a request is for: the loan type (LOAN, REFIN, LOAN_PREPAYMENT) or the product opened. */
export type RequestKind = 'LOAN' | 'REFIN' | 'LOAN_PREPAYMENT' | 'ACCOUNT' | 'DEPOSIT';

export const requestKindLabels: Readonly<Record<RequestKind, MessageDescriptor>> = {
  LOAN: msg`Credit`,
  REFIN: msg`Refinancing`,
  LOAN_PREPAYMENT: msg`Early repayment`,
  ACCOUNT: msg`New account`,
  DEPOSIT: msg`New deposit`,
};

export function requestKind(order: Pick<Order, 'productType' | 'type'>): RequestKind {
  if (order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT') return order.productType;
  return order.type ?? (order.productType === 'LOAN_PREPAYMENT' ? 'LOAN_PREPAYMENT' : 'LOAN');
}

/** The application behind a request, when it goes through the wizard's steps. */
export function applicationProduct(kind: RequestKind): ApplicationProduct | undefined {
  return kind === 'LOAN_PREPAYMENT' ? undefined : kind;
}

export interface RequestSteps {
  keys: readonly ApplicationStepKey[];
  /** Index of the active step in `keys`; keys.length once every step is done. */
  active: number;
  failed: boolean;
}

/**
 * The wizard's steps of a request and the active one, from PRODUCT 4.1's step numbers: loans count
 * 0..6 over the six steps (6 = all done), accounts and deposits 1..5 over their five.
 */
export function requestSteps(
  order: Pick<Order, 'productType' | 'type' | 'status'>,
): RequestSteps | undefined {
  const product = applicationProduct(requestKind(order));
  if (!product || !isLoanApplicationStatus(order.status)) return undefined;
  const { step, failed } = activeStep(order.status, product);
  const numbering = stepNumbering(product);
  const keys = applicationStepKeys[numbering];
  const done = order.status === 'COMPLETED';
  return { keys, active: done ? keys.length : numbering === 'loan' ? step : step - 1, failed };
}
