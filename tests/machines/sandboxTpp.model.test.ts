import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type SandboxTppEmitted, sandboxTppMachine } from '../../machines/sandboxTpp.machine';
import { sandboxTpps, validConsent } from '../fake-bank/fixtures/consents';
import { sandboxTppModel } from './sandboxTpp.model';
import { modelPaths } from './support/model-paths';

const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = sandboxTppMachine.provide({
  actors: {
    listSandboxTpps: pending(),
    requestSandboxTppConsent: pending(),
    readSandboxTppData: pending(),
  },
});
const { paths, coverage } = modelPaths(sandboxTppMachine, sandboxTppModel);
const same = sandboxTppModel.serializeState ?? JSON.stringify;

describe('the sandbox third party chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const { tppId, consentId, validUntil } = path.steps[0]?.state.context ?? {};
    const actor = createActor(chart, { input: { tppId, consentId, validUntil } }).start();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state));
    }
    actor.stop();
  });

  it('asks with the chosen terms and sends the browser to the bank', () => {
    const asked: unknown[] = [];
    const actor = createActor(
      sandboxTppMachine.provide({
        actors: {
          listSandboxTpps: pending(),
          readSandboxTppData: pending(),
          requestSandboxTppConsent: fromPromise(({ input }) => {
            asked.push(input);
            return new Promise(() => {});
          }),
        },
      }),
      { input: { tppId: null, consentId: null, validUntil: '2027-02-21' } },
    ).start();
    const redirects: SandboxTppEmitted[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    const [, lender] = sandboxTpps as [unknown, (typeof sandboxTpps)[number]];
    actor.send({ type: 'xstate.done.actor.listSandboxTpps', output: sandboxTpps } as never);
    actor.send({ type: 'TPP', tppId: lender.id });
    actor.send({ type: 'RIGHT', right: 'transactions' });
    actor.send({ type: 'FREQUENCY', value: 9 });
    actor.send({ type: 'REQUEST' });
    expect(asked).toEqual([
      {
        tppId: lender.id,
        request: {
          access: { accounts: true, balances: true, transactions: false },
          recurringIndicator: true,
          validUntil: '2027-02-21',
          frequencyPerDay: 4,
        },
      },
    ]);
    const scaRedirect = `/consents/${validConsent.id}/authorize`;
    actor.send({
      type: 'xstate.done.actor.requestSandboxTppConsent',
      output: { consentId: validConsent.id, consentStatus: 'received', scaRedirect },
    } as never);
    expect(redirects).toEqual([
      { type: 'redirect', url: scaRedirect, tppId: lender.id, consentId: validConsent.id },
    ]);
    actor.stop();
  });
});
