/**
 * The customer's requests (orders) and applications as SPEC 4.1 and 4.2 describe them: the
 * wizard's active step, the status the request list shows, which requests open, the default
 * filter and the shared order. Pure rules; the words live in features/loan-requests/labels.ts.
 */
import type {
  ApplicationProduct,
  LoanApplicationStatus,
} from '../../machines/loanApplication.machine';
import type { components } from '../../openapi/generated/schema';

export type Order = components['schemas']['Order'];

/** The six steps of SPEC 2.3 in order; accounts and deposits show currency choice first. */
export const applicationStepKeys = [
  'details',
  'fatca',
  'insurance',
  'identification',
  'signature',
  'approval',
] as const;
/** Accounts and deposits choose a currency first and answer FATCA without a video call. */
export type ApplicationStepKey = (typeof applicationStepKeys)[number] | 'currency' | 'fatcaOnly';

export interface ActiveStep {
  /** The step number exactly as SPEC 4.1 gives it for the product. */
  step: number;
  /** The FATCA step shows an error: the customer must apply at a branch. */
  failed: boolean;
}

const loanSteps: Partial<Record<LoanApplicationStatus, number>> = {
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
};

// Compressed: no identification, and step 1 is the currency choice.
const accountSteps: Partial<Record<LoanApplicationStatus, number>> = {
  DEFAULT: 1,
  READY_FOR_FATCA: 2,
  MOVED_TO_TRADITIONAL_WAY: 2,
  FATCA_REJECTED: 2,
  INSURANCE_SELECTIONS: 3,
  READY_FOR_SIGN: 4,
  DOCUMENTS_PREPARATION: 4,
  SIGNED: 5,
  COMPLETED: 5,
};

export function isLoanProduct(product: ApplicationProduct): boolean {
  return product === 'LOAN' || product === 'REFIN';
}

/**
 * The wizard's active step. Statuses SPEC 4.1 gives no step (waiting for a refresh, in review,
 * canceled, and identification for accounts, which never reach it) show the first step: a
 * refreshed application starts again from its details.
 */
export function activeStep(status: LoanApplicationStatus, product: ApplicationProduct): ActiveStep {
  const loan = isLoanProduct(product);
  const steps = loan ? loanSteps : accountSteps;
  return {
    step: steps[status] ?? (loan ? 0 : 1),
    failed: status === 'MOVED_TO_TRADITIONAL_WAY',
  };
}

/** What the customer-facing list says about a request (SPEC 4.1). */
export type RequestListStatus =
  | 'inProgress'
  | 'formalised'
  | 'canceled'
  | 'movedToBranch'
  | 'rejected';

/**
 * Raw statuses the list names by themselves; every other one (IN_PROGRESS, APPROVED, IN_REVIEW,
 * WAITING_REFRESH, NONE and every open application status) is still in progress.
 */
const namedListStatuses: Readonly<Record<string, RequestListStatus>> = {
  COMPLETED: 'formalised',
  CANCELED: 'canceled',
  MOVED_TO_TRADITIONAL_WAY: 'movedToBranch',
  // A closed application the bank declined after FATCA: not in progress any more.
  FATCA_REJECTED: 'rejected',
};

export function requestListStatus(status: Order['status']): RequestListStatus {
  return namedListStatuses[status] ?? 'inProgress';
}

const closedToLoans = new Set(['MOVED_TO_TRADITIONAL_WAY', 'IN_REVIEW', 'CANCELED']);
const openForAccounts = new Set(['IN_PROGRESS', 'COMPLETED']);

/** SPEC 4.2: which requests the customer can open from the list. */
export function canOpenRequest(order: Pick<Order, 'productType' | 'status'>): boolean {
  if (order.productType === 'ACCOUNT' || order.productType === 'DEPOSIT') {
    return openForAccounts.has(order.status);
  }
  return !closedToLoans.has(order.status);
}

const hiddenByDefault = new Set(['COMPLETED', 'CANCELED']);

/** SPEC 4.2: the default list hides finished requests; `showAll` is the list's option. */
export function filterRequests<T extends Pick<Order, 'status'>>(
  orders: readonly T[],
  showAll: boolean,
): T[] {
  return showAll ? [...orders] : orders.filter((order) => !hiddenByDefault.has(order.status));
}

const ranks: Readonly<Record<string, number>> = { APPROVED: 1, CANCELED: 2, COMPLETED: 3 };

/** The shared order: lower rank first, the newest first within a rank. */
export function compareRequests(
  a: Pick<Order, 'status' | 'createdAt'>,
  b: Pick<Order, 'status' | 'createdAt'>,
): number {
  const byRank = (ranks[a.status] ?? 0) - (ranks[b.status] ?? 0);
  return byRank !== 0 ? byRank : Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
