/**
 * The lifecycle of a loan, account or deposit application (PRODUCT 4.1). The server keeps the
 * status and asks this chart what an event leads to (`nextStatus`) and which events a status
 * takes (`allowedEvents`), so the bank, the wizard and the operator console share one table.
 * An application can be resumed in any status: the chart starts in the status of its input.
 * Each status's `meta` says what the customer sees there (its step, screen and list status);
 * loanApplication/steps.ts reads it for the wizard.
 *
 * Decisions beyond docs/PRODUCT.md:
 * - ACCOUNT and DEPOSIT have no video identification: after FATCA they go to insurance, where
 *   they confirm they read how the deposit insurance scheme covers their money (PRODUCT 2.3's
 *   compressed step 3) and move on with INSURANCE_SKIPPED: the bank sells them no insurance.
 * - An operator may send any open application to review or cancel it; a customer may cancel too.
 * - The offer deadline can pass in any open status before SIGNED; a signed application waits
 *   only for the bank's final approval.
 * - Review ends by a cancel or by fresh offers (REFRESHED), as after an expired deadline.
 * - A stored status is trusted as is: an account resumed in an identification status (which the
 *   chart never leads it to) still goes on from there.
 */
import { initialTransition, type SnapshotFrom, setup, transition } from 'xstate';
import type { components, operations } from '../openapi/generated/schema';

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

/** Only loans (credit and refinancing) are identified by video and count six steps. */
export function isLoanProduct(product: ApplicationProduct): boolean {
  return product === 'LOAN' || product === 'REFIN';
}

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

// The contract names the same statuses, events and products: a member added on either side
// fails `tsc` here until the other side has it too.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SandboxListQuery = NonNullable<
  operations['listSandboxLoanApplications']['parameters']['query']
>;
type SandboxApplication = components['schemas']['SandboxLoanApplication'];
true satisfies Equal<LoanApplicationStatus, NonNullable<SandboxListQuery['status']>>;
true satisfies Equal<LifecycleEventType, components['schemas']['LifecycleEventType']>;
true satisfies Equal<ApplicationProduct, SandboxApplication['type']>;

/** The screen a status shows in the request modal; the app maps each to its component. */
export type StepScreen =
  | 'offers'
  | 'fatca'
  | 'fatcaOutcome'
  | 'slots'
  | 'bookedCall'
  | 'identificationRejected'
  | 'insurance'
  | 'depositInsurance'
  | 'documents'
  | 'signed'
  | 'completed'
  | 'refresh';

/** What the customer-facing list says about a request (PRODUCT 4.1). */
export type RequestListStatus =
  | 'inProgress'
  | 'formalised'
  | 'canceled'
  | 'movedToBranch'
  | 'rejected';

/** What a status shows the customer: the state's `meta`, given by every status. */
export interface LoanApplicationStatusMeta {
  /**
   * PRODUCT 4.1's active step in the loans' numbering (0..6) and the compressed one of accounts
   * and deposits (1..5). A status PRODUCT gives no step shows the first one: a refreshed
   * application starts again from its details.
   */
  step: { loan: number; account: number };
  /** The step cannot be finished online: the customer must apply at a branch. */
  failed?: true;
  /** What the customer acts on in this status; null when there is nothing to do. */
  screen: StepScreen | null;
  /** What an account or deposit shows instead, where it differs from a loan's screen. */
  accountScreen?: StepScreen;
  list: RequestListStatus;
}

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
    meta: {} as LoanApplicationStatusMeta,
  },
  guards: {
    resumesIn: ({ context }, params: { status: LoanApplicationStatus }) =>
      context.resumeIn === params.status,
    isLoan: ({ context }) => isLoanProduct(context.product),
  },
}).createMachine({
  id: 'loanApplication',
  initial: 'resuming',
  context: ({ input }) => ({ product: input.product, resumeIn: input.status ?? 'DEFAULT' }),
  states: {
    resuming: { always: [...resumeBranches, { target: 'DEFAULT' }] },
    DEFAULT: {
      meta: { step: { loan: 0, account: 1 }, screen: 'offers', list: 'inProgress' },
      on: { ...beforeSigning, OFFER_ACCEPTED: 'READY_FOR_FATCA' },
    },
    READY_FOR_FATCA: {
      meta: { step: { loan: 1, account: 2 }, screen: 'fatca', list: 'inProgress' },
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
    MOVED_TO_TRADITIONAL_WAY: {
      type: 'final',
      meta: {
        step: { loan: 1, account: 2 },
        failed: true,
        screen: 'fatcaOutcome',
        list: 'movedToBranch',
      },
    },
    FATCA_REJECTED: {
      type: 'final',
      meta: { step: { loan: 1, account: 2 }, screen: null, list: 'rejected' },
    },
    // Accounts never reach identification; one resumed there shows its first step. A loan here
    // is choosing the time of its video call, which step 2 of PRODUCT 2.3 names.
    READY_FOR_IDENTIFICATION: {
      meta: { step: { loan: 1, account: 1 }, screen: 'slots', list: 'inProgress' },
      on: { ...beforeSigning, SLOT_BOOKED: 'WAITING_IDENTIFICATION_RESULT' },
    },
    WAITING_IDENTIFICATION_RESULT: {
      meta: { step: { loan: 2, account: 1 }, screen: 'bookedCall', list: 'inProgress' },
      on: {
        ...beforeSigning,
        IDENTIFICATION_APPROVED: 'INSURANCE_SELECTIONS',
        IDENTIFICATION_REJECTED: 'IDENTIFICATION_REJECTED',
      },
    },
    IDENTIFICATION_REJECTED: {
      meta: {
        step: { loan: 2, account: 1 },
        screen: 'identificationRejected',
        list: 'inProgress',
      },
      on: { ...beforeSigning, IDENTIFICATION_RETRY: 'READY_FOR_IDENTIFICATION' },
    },
    // Accounts and deposits confirm they read how the deposit insurance scheme covers them.
    INSURANCE_SELECTIONS: {
      meta: {
        step: { loan: 3, account: 3 },
        screen: 'insurance',
        accountScreen: 'depositInsurance',
        list: 'inProgress',
      },
      on: {
        ...beforeSigning,
        INSURANCE_CHOSEN: 'DOCUMENTS_PREPARATION',
        INSURANCE_SKIPPED: 'DOCUMENTS_PREPARATION',
      },
    },
    // One screen for both, so the review lives on when the documents become ready.
    DOCUMENTS_PREPARATION: {
      meta: { step: { loan: 4, account: 4 }, screen: 'documents', list: 'inProgress' },
      on: { ...beforeSigning, DOCUMENTS_READY: 'READY_FOR_SIGN' },
    },
    READY_FOR_SIGN: {
      meta: { step: { loan: 4, account: 4 }, screen: 'documents', list: 'inProgress' },
      on: { ...beforeSigning, DOCUMENTS_SIGNED: 'SIGNED' },
    },
    SIGNED: {
      meta: { step: { loan: 5, account: 5 }, screen: 'signed', list: 'inProgress' },
      on: { ...whileOpen, FINAL_APPROVAL: 'COMPLETED' },
    },
    COMPLETED: {
      type: 'final',
      meta: { step: { loan: 6, account: 5 }, screen: 'completed', list: 'formalised' },
    },
    WAITING_REFRESH: {
      meta: { step: { loan: 0, account: 1 }, screen: 'refresh', list: 'inProgress' },
      on: { ...whileOpen, REFRESHED: 'DEFAULT' },
    },
    IN_REVIEW: {
      meta: { step: { loan: 0, account: 1 }, screen: null, list: 'inProgress' },
      on: { CANCELED: 'CANCELED', REFRESHED: 'DEFAULT' },
    },
    CANCELED: {
      type: 'final',
      meta: { step: { loan: 0, account: 1 }, screen: null, list: 'canceled' },
    },
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
