import { describe, expect, it } from 'vitest';
import {
  type ApplicationProduct,
  allowedEvents,
  type LifecycleEventType,
  type LoanApplicationStatus,
  lifecycleEventTypes,
  loanApplicationStatuses,
  nextStatus,
} from '../../../machines/loanApplication.machine';
import {
  activeStep,
  canOpenRequest,
  compareRequests,
  filterRequests,
  type Order,
  requestListStatus,
} from '../../../src/domain/loan-requests';

type Table = Partial<Record<LifecycleEventType, LoanApplicationStatus>>;

const whileOpen: Table = { SENT_TO_REVIEW: 'IN_REVIEW', CANCELED: 'CANCELED' };
const beforeSigning: Table = { ...whileOpen, DEADLINE_PASSED: 'WAITING_REFRESH' };

// The lifecycle as the issue describes it, written out as the test's oracle.
const loanTable: Record<LoanApplicationStatus, Table> = {
  DEFAULT: { ...beforeSigning, OFFER_ACCEPTED: 'READY_FOR_FATCA' },
  READY_FOR_FATCA: {
    ...beforeSigning,
    FATCA_PASSED: 'READY_FOR_IDENTIFICATION',
    FATCA_US_PERSON: 'MOVED_TO_TRADITIONAL_WAY',
    FATCA_REJECTED: 'FATCA_REJECTED',
  },
  MOVED_TO_TRADITIONAL_WAY: {},
  FATCA_REJECTED: {},
  READY_FOR_IDENTIFICATION: { ...beforeSigning, SLOT_BOOKED: 'WAITING_IDENTIFICATION_RESULT' },
  WAITING_IDENTIFICATION_RESULT: {
    ...beforeSigning,
    IDENTIFICATION_APPROVED: 'INSURANCE_SELECTIONS',
    IDENTIFICATION_REJECTED: 'IDENTIFICATION_REJECTED',
  },
  IDENTIFICATION_REJECTED: { ...beforeSigning, IDENTIFICATION_RETRY: 'READY_FOR_IDENTIFICATION' },
  INSURANCE_SELECTIONS: {
    ...beforeSigning,
    INSURANCE_CHOSEN: 'DOCUMENTS_PREPARATION',
    INSURANCE_SKIPPED: 'DOCUMENTS_PREPARATION',
  },
  READY_FOR_SIGN: { ...beforeSigning, DOCUMENTS_SIGNED: 'SIGNED' },
  DOCUMENTS_PREPARATION: { ...beforeSigning, DOCUMENTS_READY: 'READY_FOR_SIGN' },
  SIGNED: { ...whileOpen, FINAL_APPROVAL: 'COMPLETED' },
  COMPLETED: {},
  WAITING_REFRESH: { ...whileOpen, REFRESHED: 'DEFAULT' },
  IN_REVIEW: { CANCELED: 'CANCELED', REFRESHED: 'DEFAULT' },
  CANCELED: {},
};

const tableOf = (product: ApplicationProduct) =>
  product === 'LOAN' || product === 'REFIN'
    ? loanTable
    : {
        ...loanTable,
        READY_FOR_FATCA: { ...loanTable.READY_FOR_FATCA, FATCA_PASSED: 'INSURANCE_SELECTIONS' },
      };

const products = ['LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT'] as const;

describe.each(products)('the %s lifecycle', (product) => {
  const table = tableOf(product) as Record<LoanApplicationStatus, Table>;
  const cases = loanApplicationStatuses.flatMap((status) =>
    lifecycleEventTypes.map((type) => [status, type] as const),
  );

  it.each(cases)('from %s on %s', (status, type) => {
    expect(nextStatus(status, { type }, product)).toBe(table[status][type]);
  });

  it.each(loanApplicationStatuses)('allows in %s exactly the events it leads on', (status) => {
    expect(allowedEvents(status, product)).toEqual(
      lifecycleEventTypes.filter((type) => table[status][type] !== undefined),
    );
  });
});

describe('the active step', () => {
  const loanSteps: Record<LoanApplicationStatus, number> = {
    DEFAULT: 0,
    READY_FOR_FATCA: 1,
    MOVED_TO_TRADITIONAL_WAY: 1,
    FATCA_REJECTED: 1,
    READY_FOR_IDENTIFICATION: 2,
    WAITING_IDENTIFICATION_RESULT: 2,
    IDENTIFICATION_REJECTED: 2,
    INSURANCE_SELECTIONS: 3,
    READY_FOR_SIGN: 4,
    DOCUMENTS_PREPARATION: 4,
    SIGNED: 5,
    COMPLETED: 6,
    WAITING_REFRESH: 0,
    IN_REVIEW: 0,
    CANCELED: 0,
  };
  const accountSteps: Record<LoanApplicationStatus, number> = {
    DEFAULT: 1,
    READY_FOR_FATCA: 2,
    MOVED_TO_TRADITIONAL_WAY: 2,
    FATCA_REJECTED: 2,
    READY_FOR_IDENTIFICATION: 1,
    WAITING_IDENTIFICATION_RESULT: 1,
    IDENTIFICATION_REJECTED: 1,
    INSURANCE_SELECTIONS: 3,
    READY_FOR_SIGN: 4,
    DOCUMENTS_PREPARATION: 4,
    SIGNED: 5,
    COMPLETED: 5,
    WAITING_REFRESH: 1,
    IN_REVIEW: 1,
    CANCELED: 1,
  };
  const expected = (product: ApplicationProduct) =>
    product === 'LOAN' || product === 'REFIN' ? loanSteps : accountSteps;
  const cases = products.flatMap((product) =>
    loanApplicationStatuses.map((status) => [product, status] as const),
  );

  it.each(cases)('of a %s in %s', (product, status) => {
    expect(activeStep(status, product)).toEqual({
      step: expected(product)[status],
      failed: status === 'MOVED_TO_TRADITIONAL_WAY',
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

  it.each([
    ['ACCOUNT', 'IN_PROGRESS', true],
    ['ACCOUNT', 'COMPLETED', true],
    ['ACCOUNT', 'APPROVED', false],
    ['ACCOUNT', 'CANCELED', false],
    ['DEPOSIT', 'IN_PROGRESS', true],
    ['DEPOSIT', 'COMPLETED', true],
    ['DEPOSIT', 'IN_REVIEW', false],
    ['LOAN', 'MOVED_TO_TRADITIONAL_WAY', false],
    ['LOAN', 'IN_REVIEW', false],
    ['LOAN', 'CANCELED', false],
    ['LOAN', 'DEFAULT', true],
    ['LOAN', 'WAITING_REFRESH', true],
    ['LOAN', 'COMPLETED', true],
    ['LOAN_PREPAYMENT', 'IN_PROGRESS', true],
    ['LOAN_PREPAYMENT', 'CANCELED', false],
  ] as const)('opens a %s request in %s: %s', (productType, status, opens) => {
    expect(canOpenRequest({ productType, status })).toBe(opens);
  });

  const order = (id: string, status: string, createdAt: string): Order => ({
    id,
    productType: 'LOAN',
    status,
    createdAt,
  });

  it('hides completed and canceled requests unless asked to show all', () => {
    const orders = [
      order('a', 'IN_PROGRESS', '2026-01-01T10:00:00Z'),
      order('b', 'COMPLETED', '2026-01-02T10:00:00Z'),
      order('c', 'CANCELED', '2026-01-03T10:00:00Z'),
      order('d', 'MOVED_TO_TRADITIONAL_WAY', '2026-01-04T10:00:00Z'),
    ];
    expect(filterRequests(orders, false).map((o) => o.id)).toEqual(['a', 'd']);
    expect(filterRequests(orders, true).map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by rank, then the newest first, keeping full ties in place', () => {
    const orders = [
      order('completed-new', 'COMPLETED', '2026-03-01T10:00:00Z'),
      order('canceled', 'CANCELED', '2026-02-01T10:00:00Z'),
      order('approved-old', 'APPROVED', '2026-01-01T10:00:00Z'),
      order('open-old', 'IN_PROGRESS', '2026-01-01T10:00:00Z'),
      order('approved-new', 'APPROVED', '2026-02-01T10:00:00Z'),
      order('completed-old', 'COMPLETED', '2026-01-01T10:00:00Z'),
      order('open-new', 'DEFAULT', '2026-02-01T10:00:00+04:00'),
      order('open-tie-1', 'WAITING_REFRESH', '2026-01-15T10:00:00Z'),
      order('open-tie-2', 'IN_REVIEW', '2026-01-15T14:00:00+04:00'),
    ];
    expect([...orders].sort(compareRequests).map((o) => o.id)).toEqual([
      'open-new',
      'open-tie-1',
      'open-tie-2',
      'open-old',
      'approved-new',
      'approved-old',
      'canceled',
      'completed-new',
      'completed-old',
    ]);
  });

  it('compares a tie on rank and time as equal', () => {
    const a = order('a', 'APPROVED', '2026-01-01T10:00:00Z');
    const b = order('b', 'APPROVED', '2026-01-01T14:00:00+04:00');
    expect(compareRequests(a, b)).toBe(0);
  });
});
