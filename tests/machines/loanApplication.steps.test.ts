/** What the lifecycle chart's meta shows the customer: the active step and the list's status. */
import { describe, expect, it } from 'vitest';
import { activeStep, requestListStatus } from '../../machines/loanApplication/steps';
import { loanApplicationStatuses } from '../../machines/loanApplication.machine';
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
