import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import {
  allowedTransferEvents,
  initialTransferStatus,
  isFinalTransferStatus,
  isTransferStatus,
  type NewTransfer,
  nextTransferStatus,
  type TransferLifecycleEvent,
  transferLifecycleEventTypes,
  transferLifecycleMachine,
  transferSnapshotIn,
  transferStatuses,
  transferStatusOf,
} from '../../machines/transferLifecycle.machine';
import { modelPaths } from './support/model-paths';

// Every way a new transfer can start, so each first-status branch is taken.
const newTransfers: NewTransfer[] = [
  { codeRequired: true, instant: true },
  { codeRequired: true, instant: false },
  { codeRequired: false, instant: true },
  { codeRequired: false, instant: false },
];

const { paths, coverage } = modelPaths(transferLifecycleMachine, {
  inputs: newTransfers,
  events: () => transferLifecycleEventTypes.map((type) => ({ type }) as TransferLifecycleEvent),
});

describe('the transfer lifecycle chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name || 'create', p] as const))('walks %s', (_, { path }) => {
    const start = path.steps[0]?.state;
    const actor = createActor(transferLifecycleMachine, { input: start?.context }).start();
    expect(transferStatusOf(actor.getSnapshot())).toBe(start && transferStatusOf(start));
    for (const step of path.steps.slice(1)) {
      const before = transferStatusOf(actor.getSnapshot());
      actor.send(step.event);
      const after = transferStatusOf(actor.getSnapshot());
      expect(after, step.event.type).toBe(transferStatusOf(step.state));
      // The server's question gives the same answer from the stored status alone.
      expect(nextTransferStatus(before, step.event)).toBe(after);
      expect(nextTransferStatus(before, step.event.type)).toBe(after);
    }
    actor.stop();
  });
});

describe('the transfer lifecycle', () => {
  it('creates a transfer directly in its first status', () => {
    expect(initialTransferStatus({ codeRequired: true, instant: true })).toBe('AWAITING_CODE');
    expect(initialTransferStatus({ codeRequired: true, instant: false })).toBe('AWAITING_CODE');
    expect(initialTransferStatus({ codeRequired: false, instant: true })).toBe('EXECUTED');
    expect(initialTransferStatus({ codeRequired: false, instant: false })).toBe('SCHEDULED');
  });

  it('answers every status and event as the table says, null where it refuses', () => {
    const table = Object.fromEntries(
      transferStatuses.map((status) => [
        status,
        Object.fromEntries(
          transferLifecycleEventTypes.map((type) => [type, nextTransferStatus(status, { type })]),
        ),
      ]),
    );
    const refusesAll = {
      EXECUTE: null,
      SCHEDULE: null,
      CANCEL: null,
      CODE_EXPIRED: null,
      CODE_EXHAUSTED: null,
      FAIL: null,
    };
    expect(table).toEqual({
      AWAITING_CODE: {
        EXECUTE: 'EXECUTED',
        SCHEDULE: 'SCHEDULED',
        CANCEL: 'CANCELED',
        CODE_EXPIRED: 'CANCELED',
        CODE_EXHAUSTED: 'CANCELED',
        FAIL: 'FAILED',
      },
      SCHEDULED: { ...refusesAll, EXECUTE: 'EXECUTED', CANCEL: 'CANCELED', FAIL: 'FAILED' },
      EXECUTED: refusesAll,
      CANCELED: refusesAll,
      FAILED: refusesAll,
    });
  });

  it('lists what each status allows and which statuses are final', () => {
    expect(allowedTransferEvents('AWAITING_CODE')).toEqual([...transferLifecycleEventTypes]);
    expect(allowedTransferEvents('SCHEDULED')).toEqual(['EXECUTE', 'CANCEL', 'FAIL']);
    expect(allowedTransferEvents('EXECUTED')).toEqual([]);
    expect(transferStatuses.filter(isFinalTransferStatus)).toEqual([
      'EXECUTED',
      'CANCELED',
      'FAILED',
    ]);
  });

  it('takes a stored status up where it stands', () => {
    const [canceled] = transition(transferLifecycleMachine, transferSnapshotIn('SCHEDULED'), {
      type: 'CANCEL',
    });
    expect(transferStatusOf(canceled)).toBe('CANCELED');
    expect(canceled.status).toBe('done');
    expect(transferSnapshotIn('EXECUTED').can({ type: 'CANCEL' })).toBe(false);
  });

  it('tells a status from other text', () => {
    expect(isTransferStatus('SCHEDULED')).toBe(true);
    expect(isTransferStatus('QUOTED')).toBe(false);
  });
});
