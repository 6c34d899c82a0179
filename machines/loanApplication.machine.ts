/**
 * The lifecycle of a loan, account or deposit application (SPEC 4.1). The server keeps the
 * status and asks this chart what an event leads to (`nextStatus`) and which events a status
 * takes (`allowedEvents`), so the bank, the wizard and the operator console share one table.
 * An application can be resumed in any status: the chart starts in the status of its input.
 *
 * Decisions beyond the SPEC text:
 * - ACCOUNT and DEPOSIT have no video identification: after FATCA they go to insurance. They keep
 *   the insurance step, since SPEC 4.1 maps their insurance to step 3.
 * - An operator may send any open application to review or cancel it; a customer may cancel too.
 * - The offer deadline can pass in any open status before SIGNED; a signed application waits
 *   only for the bank's final approval.
 * - Review ends by a cancel or by fresh offers (REFRESHED), as after an expired deadline.
 * - A stored status is trusted as is: an account resumed in an identification status (which the
 *   chart never leads it to) still goes on from there.
 */
import { initialTransition, type SnapshotFrom, setup, transition } from 'xstate';

export const loanApplicationStatuses = [
  'DEFAULT',
  'READY_FOR_FATCA',
  'MOVED_TO_TRADITIONAL_WAY',
  'FATCA_REJECTED',
  'READY_FOR_IDENTIFICATION',
  'WAITING_IDENTIFICATION_RESULT',
  'IDENTIFICATION_REJECTED',
  'INSURANCE_SELECTIONS',
  'READY_FOR_SIGN',
  'DOCUMENTS_PREPARATION',
  'SIGNED',
  'COMPLETED',
  'WAITING_REFRESH',
  'IN_REVIEW',
  'CANCELED',
] as const;
export type LoanApplicationStatus = (typeof loanApplicationStatuses)[number];

export type ApplicationProduct = 'LOAN' | 'REFIN' | 'ACCOUNT' | 'DEPOSIT';

export const lifecycleEventTypes = [
  'OFFER_ACCEPTED',
  'FATCA_PASSED',
  'FATCA_US_PERSON',
  'FATCA_REJECTED',
  'SLOT_BOOKED',
  'IDENTIFICATION_APPROVED',
  'IDENTIFICATION_REJECTED',
  'IDENTIFICATION_RETRY',
  'INSURANCE_CHOSEN',
  'INSURANCE_SKIPPED',
  'DOCUMENTS_READY',
  'DOCUMENTS_SIGNED',
  'FINAL_APPROVAL',
  'DEADLINE_PASSED',
  'REFRESHED',
  'SENT_TO_REVIEW',
  'CANCELED',
] as const;
export type LifecycleEventType = (typeof lifecycleEventTypes)[number];
export type LifecycleEvent = { type: LifecycleEventType };

export interface LoanApplicationInput {
  product: ApplicationProduct;
  /** The stored status to resume in; a new application starts in DEFAULT. */
  status?: LoanApplicationStatus;
}

export interface LoanApplicationContext {
  product: ApplicationProduct;
  /** The status the chart was started in; only its first, eventless step reads it. */
  resumeIn: LoanApplicationStatus;
}

const whileOpen = { SENT_TO_REVIEW: 'IN_REVIEW', CANCELED: 'CANCELED' } as const;
const beforeSigning = { ...whileOpen, DEADLINE_PASSED: 'WAITING_REFRESH' } as const;

// The eventless start: one branch per status, DEFAULT when none is given.
const resumeBranches = loanApplicationStatuses
  .filter((status) => status !== 'DEFAULT')
  .map((status) => ({
    guard: { type: 'resumesIn' as const, params: { status } },
    target: status,
  }));

export const loanApplicationMachine = setup({
  types: {
    context: {} as LoanApplicationContext,
    events: {} as LifecycleEvent,
    input: {} as LoanApplicationInput,
  },
  guards: {
    resumesIn: ({ context }, params: { status: LoanApplicationStatus }) =>
      context.resumeIn === params.status,
    // Only loans (credit and refinancing) are identified by video.
    isLoan: ({ context }) => context.product === 'LOAN' || context.product === 'REFIN',
  },
}).createMachine({
  id: 'loanApplication',
  initial: 'resuming',
  context: ({ input }) => ({ product: input.product, resumeIn: input.status ?? 'DEFAULT' }),
  states: {
    resuming: { always: [...resumeBranches, { target: 'DEFAULT' }] },
    DEFAULT: { on: { ...beforeSigning, OFFER_ACCEPTED: 'READY_FOR_FATCA' } },
    READY_FOR_FATCA: {
      on: {
        ...beforeSigning,
        FATCA_PASSED: [
          { guard: 'isLoan', target: 'READY_FOR_IDENTIFICATION' },
          { target: 'INSURANCE_SELECTIONS' },
        ],
        FATCA_US_PERSON: 'MOVED_TO_TRADITIONAL_WAY',
        FATCA_REJECTED: 'FATCA_REJECTED',
      },
    },
    MOVED_TO_TRADITIONAL_WAY: { type: 'final' },
    FATCA_REJECTED: { type: 'final' },
    READY_FOR_IDENTIFICATION: {
      on: { ...beforeSigning, SLOT_BOOKED: 'WAITING_IDENTIFICATION_RESULT' },
    },
    WAITING_IDENTIFICATION_RESULT: {
      on: {
        ...beforeSigning,
        IDENTIFICATION_APPROVED: 'INSURANCE_SELECTIONS',
        IDENTIFICATION_REJECTED: 'IDENTIFICATION_REJECTED',
      },
    },
    IDENTIFICATION_REJECTED: {
      on: { ...beforeSigning, IDENTIFICATION_RETRY: 'READY_FOR_IDENTIFICATION' },
    },
    INSURANCE_SELECTIONS: {
      on: {
        ...beforeSigning,
        INSURANCE_CHOSEN: 'DOCUMENTS_PREPARATION',
        INSURANCE_SKIPPED: 'DOCUMENTS_PREPARATION',
      },
    },
    DOCUMENTS_PREPARATION: { on: { ...beforeSigning, DOCUMENTS_READY: 'READY_FOR_SIGN' } },
    READY_FOR_SIGN: { on: { ...beforeSigning, DOCUMENTS_SIGNED: 'SIGNED' } },
    SIGNED: { on: { ...whileOpen, FINAL_APPROVAL: 'COMPLETED' } },
    COMPLETED: { type: 'final' },
    WAITING_REFRESH: { on: { ...whileOpen, REFRESHED: 'DEFAULT' } },
    IN_REVIEW: { on: { CANCELED: 'CANCELED', REFRESHED: 'DEFAULT' } },
    CANCELED: { type: 'final' },
  },
});

type LoanApplicationSnapshot = SnapshotFrom<typeof loanApplicationMachine>;

/** The status a snapshot of the chart stands in (the start state is never left standing). */
export function statusOf(snapshot: LoanApplicationSnapshot): LoanApplicationStatus {
  return snapshot.value as LoanApplicationStatus;
}

function snapshotIn(status: LoanApplicationStatus, product: ApplicationProduct) {
  const [snapshot] = initialTransition(loanApplicationMachine, { product, status });
  return snapshot;
}

/** The status an event leads to from `status`, or undefined when the chart does not allow it. */
export function nextStatus(
  status: LoanApplicationStatus,
  event: LifecycleEvent,
  product: ApplicationProduct,
): LoanApplicationStatus | undefined {
  const snapshot = snapshotIn(status, product);
  if (!snapshot.can(event)) return undefined;
  const [next] = transition(loanApplicationMachine, snapshot, event);
  return statusOf(next);
}

/** The events the chart takes in `status`, in the order of `lifecycleEventTypes`. */
export function allowedEvents(
  status: LoanApplicationStatus,
  product: ApplicationProduct,
): LifecycleEventType[] {
  const snapshot = snapshotIn(status, product);
  return lifecycleEventTypes.filter((type) => snapshot.can({ type }));
}

export function isLoanApplicationStatus(value: string): value is LoanApplicationStatus {
  return (loanApplicationStatuses as readonly string[]).includes(value);
}
