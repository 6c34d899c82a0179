import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type ApplicationProduct,
  type LifecycleEvent,
  lifecycleEventTypes,
  loanApplicationMachine,
  loanApplicationStatuses,
  nextStatus,
  statusOf,
} from '../../machines/loanApplication.machine';
import { modelPaths } from './support/model-paths';

const products = ['LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT'] as const satisfies ApplicationProduct[];

// The one transition each product never takes: where FATCA_PASSED leads the other products.
const otherFatcaBranch: Record<ApplicationProduct, string> = {
  LOAN: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #1',
  REFIN: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #1',
  ACCOUNT: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #0',
  DEPOSIT: 'loanApplication.READY_FOR_FATCA FATCA_PASSED #0',
};

// An application of the product resumed in each status, so every start branch is taken.
const modelOf = (product: ApplicationProduct) =>
  modelPaths(loanApplicationMachine, {
    inputs: loanApplicationStatuses.map((status) => ({ product, status })),
    events: () => lifecycleEventTypes.map((type) => ({ type }) as LifecycleEvent),
  });

describe.each(products)('the %s application chart, model-based', (product) => {
  const { paths, coverage } = modelOf(product);

  it('takes every transition but the other products’ FATCA branch, and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([otherFatcaBranch[product]]);
    expect(coverage.states.missing).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p) => [p.name || 'resume', p] as const))('walks %s', (_, { path }) => {
    const start = path.steps[0]?.state;
    expect(start?.context.product).toBe(product);
    const actor = createActor(loanApplicationMachine, {
      input: { product, status: start ? statusOf(start) : undefined },
    }).start();
    for (const step of path.steps.slice(1)) {
      const before = statusOf(actor.getSnapshot());
      actor.send(step.event);
      const after = statusOf(actor.getSnapshot());
      expect(after, step.event.type).toBe(statusOf(step.state));
      expect(nextStatus(before, step.event, product)).toBe(after);
    }
    actor.stop();
  });
});

describe('the application chart', () => {
  it('starts a new application in DEFAULT', () => {
    const actor = createActor(loanApplicationMachine, { input: { product: 'LOAN' } }).start();
    expect(statusOf(actor.getSnapshot())).toBe('DEFAULT');
    actor.stop();
  });

  it('ends in the final statuses', () => {
    for (const status of ['COMPLETED', 'CANCELED', 'MOVED_TO_TRADITIONAL_WAY', 'FATCA_REJECTED']) {
      const actor = createActor(loanApplicationMachine, {
        input: { product: 'DEPOSIT', status: status as never },
      }).start();
      expect(actor.getSnapshot().status).toBe('done');
      actor.stop();
    }
  });

  it('identifies loans by video and sends accounts and deposits on to insurance', () => {
    const passed = { type: 'FATCA_PASSED' } as const;
    expect(nextStatus('READY_FOR_FATCA', passed, 'LOAN')).toBe('READY_FOR_IDENTIFICATION');
    expect(nextStatus('READY_FOR_FATCA', passed, 'REFIN')).toBe('READY_FOR_IDENTIFICATION');
    expect(nextStatus('READY_FOR_FATCA', passed, 'ACCOUNT')).toBe('INSURANCE_SELECTIONS');
    expect(nextStatus('READY_FOR_FATCA', passed, 'DEPOSIT')).toBe('INSURANCE_SELECTIONS');
  });
});
