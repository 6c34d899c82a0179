/**
 * The life of a transfer (issue 12), shared by the bank server and the app. The server stores
 * the status and asks this chart what an event leads to (`nextTransferStatus`); a move the chart
 * refuses is a 409 that changes nothing. A transfer is created directly in its first status
 * (`initialTransferStatus`): executed at once when it stays within the customer's own products,
 * awaiting its one-time code when it leaves them, or scheduled when clearing waits for the next
 * business day (PRODUCT 9) and no code is needed. A stored transfer is asked about through
 * `transferSnapshotIn(status)`.
 *
 * - AWAITING_CODE: the code confirms it (EXECUTE, or SCHEDULE for late clearing); it is
 *   canceled when the customer gives up, the code expires or its tries run out, and FAIL when
 *   the bank cannot book it (the balance no longer covers it).
 * - SCHEDULED: the money is held; the clearing job EXECUTEs it on its date, the customer may
 *   CANCEL it before then (releasing the hold), and FAIL when it cannot be booked.
 * - EXECUTED, CANCELED and FAILED are final.
 */
import { initialTransition, type SnapshotFrom, setup, transition } from 'xstate';
import type { components } from '../openapi/generated/schema';

export const transferStatuses = [
  'AWAITING_CODE',
  'SCHEDULED',
  'EXECUTED',
  'CANCELED',
  'FAILED',
] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transferLifecycleEventTypes = [
  'EXECUTE',
  'SCHEDULE',
  'CANCEL',
  'CODE_EXPIRED',
  'CODE_EXHAUSTED',
  'FAIL',
] as const;
export type TransferLifecycleEventType = (typeof transferLifecycleEventTypes)[number];
export type TransferLifecycleEvent = { type: TransferLifecycleEventType };

// The contract names the same statuses: a member added on either side fails `tsc` here.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Equal<TransferStatus, components['schemas']['TransferStatus']>;

/** What decides a new transfer's first status; the quote says both. */
export interface NewTransfer {
  /** A one-time code confirms anything that leaves the customer's own products. */
  codeRequired: boolean;
  /** Executed at once (own products, inside the bank, IPS) rather than scheduled by clearing. */
  instant: boolean;
}

/** What the quote said; only the first, eventless step reads it. */
export type TransferLifecycleContext = NewTransfer;

export const transferLifecycleMachine = setup({
  types: {
    context: {} as TransferLifecycleContext,
    events: {} as TransferLifecycleEvent,
    input: {} as NewTransfer,
  },
  guards: {
    codeRequired: ({ context }) => context.codeRequired,
    instant: ({ context }) => context.instant,
  },
}).createMachine({
  id: 'transferLifecycle',
  initial: 'creating',
  context: ({ input }) => ({ codeRequired: input.codeRequired, instant: input.instant }),
  states: {
    creating: {
      always: [
        { guard: 'codeRequired', target: 'AWAITING_CODE' },
        { guard: 'instant', target: 'EXECUTED' },
        { target: 'SCHEDULED' },
      ],
    },
    AWAITING_CODE: {
      on: {
        EXECUTE: 'EXECUTED',
        SCHEDULE: 'SCHEDULED',
        CANCEL: 'CANCELED',
        CODE_EXPIRED: 'CANCELED',
        CODE_EXHAUSTED: 'CANCELED',
        FAIL: 'FAILED',
      },
    },
    SCHEDULED: {
      on: { EXECUTE: 'EXECUTED', CANCEL: 'CANCELED', FAIL: 'FAILED' },
    },
    EXECUTED: { type: 'final' },
    CANCELED: { type: 'final' },
    FAILED: { type: 'final' },
  },
});

type TransferLifecycleSnapshot = SnapshotFrom<typeof transferLifecycleMachine>;

/** The status a snapshot stands in (the start state is never left standing). */
export function transferStatusOf(snapshot: TransferLifecycleSnapshot): TransferStatus {
  return snapshot.value as TransferStatus;
}

/**
 * A stored transfer's snapshot, to ask the chart about it (`snapshot.can(event)`,
 * `transition(transferLifecycleMachine, snapshot, event)`). The quote's facts are not stored
 * and no longer matter once the transfer has its first status.
 */
export function transferSnapshotIn(status: TransferStatus): TransferLifecycleSnapshot {
  return transferLifecycleMachine.resolveState({
    value: status,
    context: { codeRequired: false, instant: false },
  });
}

/** The status a new transfer is created in. */
export function initialTransferStatus(transfer: NewTransfer): TransferStatus {
  const [snapshot] = initialTransition(transferLifecycleMachine, transfer);
  return transferStatusOf(snapshot);
}

/** The status an event leads to from `status`, or null when the chart refuses it. */
export function nextTransferStatus(
  status: TransferStatus,
  event: TransferLifecycleEvent | TransferLifecycleEventType,
): TransferStatus | null {
  const move = typeof event === 'string' ? { type: event } : event;
  const snapshot = transferSnapshotIn(status);
  if (!snapshot.can(move)) return null;
  const [next] = transition(transferLifecycleMachine, snapshot, move);
  return transferStatusOf(next);
}

/** The events the chart takes in `status`, in the order of `transferLifecycleEventTypes`. */
export function allowedTransferEvents(status: TransferStatus): TransferLifecycleEventType[] {
  const snapshot = transferSnapshotIn(status);
  return transferLifecycleEventTypes.filter((type) => snapshot.can({ type }));
}

/** Whether nothing can happen to a transfer any more. */
export function isFinalTransferStatus(status: TransferStatus): boolean {
  return transferSnapshotIn(status).status === 'done';
}

export function isTransferStatus(value: string): value is TransferStatus {
  return (transferStatuses as readonly string[]).includes(value);
}
