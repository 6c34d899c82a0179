/**
 * The card limits and requisites charts against their panels in the card's dialog: every model
 * path walked by a customer, the bank held at the network edge, and after each step the panel
 * must show what the chart says.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { createActor } from 'xstate';
import { type CardLimitsEvent, cardLimitsMachine } from '../../machines/cardLimits.machine';
import {
  type CardRequisitesEvent,
  cardRequisitesMachine,
} from '../../machines/cardRequisites.machine';
import { CardLimitsPanel } from '../../src/features/cards/CardLimitsPanel';
import { CardRequisitesPanel } from '../../src/features/cards/CardRequisitesPanel';
import {
  createCardLimitsServices,
  createCardRequisitesServices,
} from '../../src/features/cards/control-services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { type HeldBank, holdBankCalls } from '../fake-bank';
import { sampleControls } from '../machines/cardControls.fixtures';
import { cardLimitsModel } from '../machines/cardLimits.model';
import { cardRequisitesModel } from '../machines/cardRequisites.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const cardId = sampleControls.cardId;
const callPaths: Record<string, string> = {
  requestLimitsCode: `/api/v1/cards/${cardId}/limits`,
  confirmLimits: `/api/v1/cards/${cardId}/limits`,
  requestRequisitesCode: `/api/v1/cards/${cardId}/requisites`,
  revealRequisites: `/api/v1/cards/${cardId}/requisites`,
  resendOtp: '/api/v1/otp/resend',
};
const successStatus: Record<string, number> = {
  requestLimitsCode: 202,
  requestRequisitesCode: 202,
};

const button = (name: string | RegExp) =>
  screen.queryByRole('button', { name }) as HTMLButtonElement | null;

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** The bank answers a held call as the path's system event says. */
function answer(event: { type: string }, network: HeldBank) {
  const [, kind, , id = ''] = event.type.split('.');
  const system = event as unknown as { output?: unknown; error?: Error & { code?: string } };
  const path = callPaths[id] ?? '';
  if (kind === 'done') {
    const body = id === 'resendOtp' ? { status: 'OK' } : system.output;
    return act(() => void network.answer(path, successStatus[id] ?? 200, body));
  }
  const details: { code?: string } = { ...system.error };
  const message = system.error?.message;
  const status =
    id === 'resendOtp' ? 429 : details.code === 'CARD_REQUISITES_UNAVAILABLE' ? 409 : 400;
  return act(() => void network.answer(path, status, { message, ...details }));
}

async function perform(
  event: CardLimitsEvent | CardRequisitesEvent,
  user: UserEvent,
  network: HeldBank,
  send: (event: never) => void,
) {
  if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error')) {
    return answer(event, network);
  }
  switch (event.type) {
    case 'EDIT':
      return user.click(button('Change the limits') as HTMLElement);
    case 'LIMIT.CHANGE':
      return typeInto(user, 'Online payments and transfers', event.value);
    case 'SUBMIT':
      return user.click(button('Get a code') as HTMLElement);
    case 'CANCEL':
      return user.click(button('Cancel') as HTMLElement);
    case 'SHOW':
      return user.click(button('Show the card details') as HTMLElement);
    case 'HIDE':
      return user.click(button('Hide') as HTMLElement);
    case 'OTP.CHANGE':
      return typeInto(user, 'Code from SMS', event.value);
    case 'OTP.SUBMIT':
      return user.click(button('Confirm') as HTMLElement);
    case 'OTP.RESEND':
      return user.click(button('Send the code again') as HTMLElement);
    default:
      // The clock: timers are the chart's own.
      act(() => send(event as never));
  }
}

/** What the customer can see and press, by the chart. */
function expected(state: AnyMachineSnapshot) {
  const otp = state.hasTag('otp');
  const busy = state.hasTag('busy');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  const formShown = ['editing', 'invalid', 'requesting'].some((name) => state.matches(name));
  return {
    edit: ['viewing', 'saved', 'refused'].some((name) => state.matches(name))
      ? 'enabled'
      : 'absent',
    getCode: formShown ? (busy ? 'busy' : 'enabled') : 'absent',
    show:
      state.matches('hidden') || state.matches('requesting')
        ? busy
          ? 'busy'
          : 'enabled'
        : 'absent',
    hide: state.matches('revealed') ? 'enabled' : 'absent',
    confirm: !otp ? 'absent' : busy ? 'busy' : can('OTP.SUBMIT'),
    resend: !otp
      ? 'absent'
      : state.matches({ otp: { resend: 'resending' } })
        ? 'busy'
        : can('OTP.RESEND'),
  };
}

function seen(chart: 'limits' | 'requisites') {
  const limitsOnly = chart === 'limits';
  return {
    edit: limitsOnly ? buttonState(button('Change the limits')) : 'absent',
    getCode: limitsOnly ? buttonState(button('Get a code')) : 'absent',
    show: limitsOnly ? 'absent' : buttonState(button('Show the card details')),
    hide: limitsOnly ? 'absent' : buttonState(button('Hide')),
    confirm: buttonState(button('Confirm')),
    resend: buttonState(button('Send the code again')),
  };
}

function expectedFor(chart: 'limits' | 'requisites', state: AnyMachineSnapshot) {
  const all = expected(state);
  return chart === 'limits'
    ? { ...all, show: 'absent', hide: 'absent' }
    : { ...all, edit: 'absent', getCode: 'absent' };
}

beforeAll(() => activateLocale('en'));
afterEach(() => cleanup());

async function walk<M extends AnyStateMachine>(
  chart: 'limits' | 'requisites',
  machine: M,
  input: unknown,
  path: { steps: { event: { type: string }; state: AnyMachineSnapshot }[] },
  serialize: (snapshot: AnyMachineSnapshot) => string,
) {
  const network = holdBankCalls();
  const services =
    chart === 'limits' ? createCardLimitsServices(api) : createCardRequisitesServices(api);
  const actor = createActor(withBankCalls(machine, services as never), {
    input: input as never,
  }).start();
  function Panel() {
    const snapshot = useSelector(actor, (state) => state);
    return chart === 'limits' ? (
      <CardLimitsPanel snapshot={snapshot as never} send={actor.send as never} />
    ) : (
      <CardRequisitesPanel snapshot={snapshot as never} send={actor.send as never} />
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Panel />
    </I18nProvider>,
  );
  const user = userEvent.setup({ delay: null });
  for (const step of path.steps.slice(1)) {
    await perform(step.event as never, user, network, actor.send);
    await waitFor(() =>
      expect(serialize(actor.getSnapshot()), step.event.type).toBe(serialize(step.state)),
    );
    await waitFor(() =>
      expect(seen(chart), step.event.type).toEqual(expectedFor(chart, step.state)),
    );
  }
  actor.stop();
}

describe('the card limits panel, model-based', () => {
  const { paths, coverage } = modelPaths(cardLimitsMachine, cardLimitsModel);
  const same = cardLimitsModel.serializeState ?? JSON.stringify;

  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    await walk('limits', cardLimitsMachine, { controls: sampleControls }, path, same);
  });
});

describe('the card requisites panel, model-based', () => {
  const { paths, coverage } = modelPaths(cardRequisitesMachine, cardRequisitesModel);
  const same = cardRequisitesModel.serializeState ?? JSON.stringify;

  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    await walk('requisites', cardRequisitesMachine, { cardId }, path, same);
  });
});
