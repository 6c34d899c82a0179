/** What the lifecycle chart's meta shows the customer: the active step and the list's status. */
import { describe, expect, it } from 'vitest';
import { activeStep, requestListStatus } from '../../machines/loanApplication/steps';
import {
  type LoanApplicationStatus,
  loanApplicationStatuses,
} from '../../machines/loanApplication.machine';
import { requestSteps } from '../../src/features/applications/requests/request-kind';
import { failsStep, productStep } from '../support/product-steps';

const products = ['LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT'] as const;

describe('the active step', () => {
  const cases = products.flatMap((product) =>
    loanApplicationStatuses.map((status) => [product, status] as const),
  );

  it.each(cases)('of a %s in %s', (product, status) => {
    expect(activeStep(status, product)).toEqual({
      step: productStep(product, status),
      failed: failsStep(status),
    });
  });
});

describe('the request list', () => {
  it.each([
    ['IN_PROGRESS', 'inProgress'],
    ['IN_REVIEW', 'inProgress'],
    ['APPROVED', 'inProgress'],
    ['WAITING_REFRESH', 'inProgress'],
    ['NONE', 'inProgress'],
    ['DEFAULT', 'inProgress'],
    ['READY_FOR_SIGN', 'inProgress'],
    ['SIGNED', 'inProgress'],
    ['COMPLETED', 'formalised'],
    ['CANCELED', 'canceled'],
    ['MOVED_TO_TRADITIONAL_WAY', 'movedToBranch'],
    ['FATCA_REJECTED', 'rejected'],
  ])('shows %s as %s', (status, shown) => {
    expect(requestListStatus(status)).toBe(shown);
  });
});

/**
 * The step the customer is in, written out per status (issue 15): the highlight follows the
 * lifecycle, so choosing the call's time is step 2, the call step 3 and insurance step 4.
 */
describe('the highlighted step', () => {
  const loan: Record<LoanApplicationStatus, string> = {
    DEFAULT: 'details',
    READY_FOR_FATCA: 'fatca',
    MOVED_TO_TRADITIONAL_WAY: 'fatca',
    FATCA_REJECTED: 'fatca',
    READY_FOR_IDENTIFICATION: 'fatca',
    WAITING_IDENTIFICATION_RESULT: 'identification',
    IDENTIFICATION_REJECTED: 'identification',
    INSURANCE_SELECTIONS: 'insurance',
    DOCUMENTS_PREPARATION: 'signature',
    READY_FOR_SIGN: 'signature',
    SIGNED: 'approval',
    COMPLETED: 'every step done',
    WAITING_REFRESH: 'details',
    IN_REVIEW: 'details',
    CANCELED: 'details',
  };
  const account: Record<LoanApplicationStatus, string> = {
    ...loan,
    DEFAULT: 'currency',
    READY_FOR_FATCA: 'fatcaOnly',
    MOVED_TO_TRADITIONAL_WAY: 'fatcaOnly',
    FATCA_REJECTED: 'fatcaOnly',
    // Never reached by accounts: a stored one shows the first step.
    READY_FOR_IDENTIFICATION: 'currency',
    WAITING_IDENTIFICATION_RESULT: 'currency',
    IDENTIFICATION_REJECTED: 'currency',
    INSURANCE_SELECTIONS: 'depositInsurance',
    WAITING_REFRESH: 'currency',
    IN_REVIEW: 'currency',
    CANCELED: 'currency',
  };
  const orders = {
    LOAN: { productType: 'LOAN', type: 'LOAN', table: loan },
    REFIN: { productType: 'LOAN', type: 'REFIN', table: loan },
    ACCOUNT: { productType: 'ACCOUNT', type: undefined, table: account },
    DEPOSIT: { productType: 'DEPOSIT', type: undefined, table: account },
  } as const;
  const cases = products.flatMap((product) =>
    loanApplicationStatuses.map((status) => [product, status] as const),
  );

  it.each(cases)('of a %s in %s', (product, status) => {
    const { productType, type, table } = orders[product];
    const steps = requestSteps({ productType, type, status });
    expect(steps?.keys[steps.active] ?? 'every step done').toBe(table[status]);
  });
});
