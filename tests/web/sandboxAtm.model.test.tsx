/**
 * The sandbox ATM against its screen: every model path typed and pressed by a person, the bank
 * held at the network edge (its answers checked against the contract); after each step the page
 * shows what the chart says. Then the whole turn on the fake bank's cash codes.
 */
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type SandboxAtmContext,
  type SandboxAtmEvent,
  sandboxAtmMachine,
} from '../../machines/sandboxAtm.machine';
import { AtmView } from '../../src/features/sandbox-atm/AtmView';
import { createAtmServices } from '../../src/features/sandbox-atm/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { fakeBank, type HeldBank, holdBankCalls } from '../fake-bank';
import { cashCodesList } from '../fake-bank/fixtures/cash-codes';
import { atmCode, atmPhone, cashCodeBook, cashCodes } from '../fake-bank/handlers/cash-codes';
import { sandboxAtmModel } from '../machines/sandboxAtm.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(sandboxAtmMachine, sandboxAtmModel);
const same = sandboxAtmModel.serializeState ?? JSON.stringify;
const start = () => createActor(withBankCalls(sandboxAtmMachine, createAtmServices(api))).start();
type Actor = ReturnType<typeof start>;
const path = '/sandbox/v1/atm/withdrawals';

function Page({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <AtmView snapshot={snapshot} send={actor.send} />;
}

const renderPage = (actor: Actor) =>
  render(
    <I18nProvider i18n={i18n}>
      <Page actor={actor} />
    </I18nProvider>,
  );

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

async function perform(event: SandboxAtmEvent, user: UserEvent, network: HeldBank) {
  const system = event as unknown as {
    output?: unknown;
    error?: Error & { status?: number; code?: string; attemptsLeft?: number };
  };
  if (event.type.startsWith('xstate.done.')) {
    await waitFor(() => expect(network.waiting()).toContain(path));
    return act(() => void network.answer(path, 200, system.output));
  }
  if (event.type.startsWith('xstate.error.')) {
    const error = system.error as NonNullable<typeof system.error>;
    const body = { code: error.code, message: error.message };
    const full = error.attemptsLeft ? { ...body, attemptsLeft: error.attemptsLeft } : body;
    await waitFor(() => expect(network.waiting()).toContain(path));
    return act(() => void network.answer(path, error.status ?? 500, full));
  }
  if (event.type === 'PHONE.CHANGE') return typeInto(user, 'Phone number', event.value);
  if (event.type === 'CODE.CHANGE') return typeInto(user, 'Withdrawal code', event.value);
  if (event.type === 'SUBMIT')
    return user.click(screen.getByRole('button', { name: 'Withdraw cash' }));
  return user.click(screen.getByRole('button', { name: 'Another withdrawal' }));
}

function expected(state: AnyMachineSnapshot) {
  const { showProblems } = state.context as SandboxAtmContext;
  const form = state.matches('entering') || state.matches('withdrawing');
  return {
    withdraw: !form ? 'absent' : state.hasTag('busy') ? 'busy' : 'enabled',
    again: form ? 'absent' : 'enabled',
    dispensed: state.matches('dispensed'),
    locked: state.matches('locked'),
    refused: state.matches('refused'),
    invalid: form && showProblems,
  };
}

function seen() {
  const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement;
  return {
    withdraw: buttonState(button('Withdraw cash')),
    again: buttonState(button('Another withdrawal')),
    dispensed: screen.queryByText(/^Take your cash/) !== null,
    locked: screen.queryByText(/locked at ATMs for 15 minutes/) !== null,
    refused: screen.queryByText(/^Tries left/) !== null,
    invalid: screen.queryAllByRole('textbox').some((box) => box.getAttribute('aria-invalid')),
  };
}

beforeAll(() => activateLocale('en'));

describe('the sandbox ATM page, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path: modelPath }) => {
    const network = holdBankCalls();
    const actor = start();
    renderPage(actor);
    const user = userEvent.setup({ delay: null });
    for (const step of modelPath.steps.slice(1)) {
      const event = step.event as SandboxAtmEvent;
      await perform(event, user, network);
      await waitFor(() => expect(same(actor.getSnapshot()), event.type).toBe(same(step.state)));
      await waitFor(() => expect(seen(), event.type).toEqual(expected(step.state)));
    }
    actor.stop();
  });
});

describe('the sandbox ATM on the fake bank', () => {
  it('dispenses an active code once, then refuses it with the tries left', async () => {
    const book = cashCodeBook(cashCodesList);
    fakeBank.use(...cashCodes(book));
    const actor = start();
    renderPage(actor);
    const user = userEvent.setup({ delay: null });
    await typeInto(user, 'Phone number', `+994${atmPhone}`);
    await typeInto(user, 'Withdrawal code', atmCode);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Take your cash: 4[\s ,.]?000\.00/)).toBeVisible();
    expect(await fakeBank.bodies({ method: 'POST', path })).toEqual([
      { phone: atmPhone, code: atmCode },
    ]);
    await user.click(screen.getByRole('button', { name: 'Another withdrawal' }));
    await typeInto(user, 'Withdrawal code', '87654321');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Tries left before the number is locked: 4')).toBeVisible();
    actor.stop();
  });
});
