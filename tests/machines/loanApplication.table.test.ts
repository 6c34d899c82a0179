/** The lifecycle as the issue describes it, from every status on every event, for each product. */
import { describe, expect, it } from 'vitest';
import {
  type ApplicationProduct,
  allowedEvents,
  type LifecycleEventType,
  type LoanApplicationStatus,
  lifecycleEventTypes,
  loanApplicationStatuses,
  nextStatus,
} from '../../machines/loanApplication.machine';

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
