/**
 * The consent authorisation chart against its page: every model path walked by a customer, the
 * bank held at the network edge, and after each step the page must show what the chart says.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type ConsentAuthorizationEvent,
  consentAuthorizationMachine,
} from '../../machines/consentAuthorization.machine';
import { AuthorizeView } from '../../src/features/consents/AuthorizeView';
import { createAuthorizationServices } from '../../src/features/consents/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { type HeldBank, holdBankCalls } from '../fake-bank';
import { receivedConsent } from '../fake-bank/fixtures/consents';
import { consentAuthorizationModel } from '../machines/consentAuthorization.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(consentAuthorizationMachine, consentAuthorizationModel);
const same = consentAuthorizationModel.serializeState ?? JSON.stringify;
const consentId = receivedConsent.id;
const start = () =>
  createActor(
    withBankCalls(consentAuthorizationMachine, createAuthorizationServices(api, consentId)),
    { input: { consentId } },
  ).start();
type Actor = ReturnType<typeof start>;

function Page({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <AuthorizeView snapshot={snapshot} send={actor.send} />;
}

const base = `/api/v1/account-consents/${consentId}`;
/** Each call's path, and the status of its success and of its refusal. */
const calls: Record<string, { path: string; done: number; error: number }> = {
  getAccountConsent: { path: base, done: 200, error: 404 },
  authorizeAccountConsent: { path: `${base}/authorize`, done: 202, error: 429 },
  confirmAccountConsent: { path: `${base}/confirm`, done: 200, error: 400 },
  rejectAccountConsent: { path: `${base}/reject`, done: 200, error: 409 },
  resendOtp: {
    path: `${base}/resend-code`,
    done: 200,
    error: 429,
  },
};
const resent = { sessionId: 'consent-otp-1', expiresAt: '2026-11-23T09:10:00Z' };

const button = (name: string) =>
  screen.queryByRole('button', { name, exact: true } as never) as HTMLButtonElement | null;
const accountName = (id: string) =>
  receivedConsent.grantable.find((account) => account.id === id)?.name ?? '';

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** The bank and the clock act on the chart; everything else is pressed or typed. */
async function perform(
  event: ConsentAuthorizationEvent,
  user: UserEvent,
  network: HeldBank,
  actor: Actor,
) {
  const [, kind, , id = ''] = event.type.split('.');
  const system = event as unknown as { output?: unknown; error?: Error };
  const call = calls[id];
  // The call leaves through the client's middleware a moment after the chart invokes it.
  if (call) await waitFor(() => expect(network.waiting()).toContain(call.path));
  if (call && kind === 'done') {
    const body = id === 'resendOtp' ? resent : system.output;
    return act(() => void network.answer(call.path, call.done, body));
  }
  if (call && kind === 'error') {
    const body = { code: 'REFUSED', message: system.error?.message };
    return act(() => void network.answer(call.path, call.error, body));
  }
  switch (event.type) {
    case 'TOGGLE':
      return user.click(
        screen.getByRole('checkbox', { name: new RegExp(accountName(event.accountId)) }),
      );
    case 'AUTHORIZE':
      return user.click(button('Allow with an SMS code') as HTMLElement);
    case 'REJECT':
      return user.click(button('Reject') as HTMLElement);
    case 'BACK':
      return user.click(button('Change the accounts') as HTMLElement);
    case 'RETRY':
      return user.click(button('Try again') as HTMLElement);
    case 'OTP.CHANGE':
      return typeInto(user, 'Code from SMS', event.value);
    case 'OTP.SUBMIT':
      return user.click(button('Confirm') as HTMLElement);
    case 'OTP.RESEND':
      return user.click(button('Send the code again') as HTMLElement);
    default:
      act(() => actor.send(event));
  }
}

function expected(state: AnyMachineSnapshot) {
  const choice = ['choosing', 'requesting', 'rejecting'].some((s) => state.matches(s));
  const otp = state.hasTag('otp');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  return {
    loading: state.matches('loading'),
    retry: state.matches('failed') ? 'enabled' : 'absent',
    allow: !choice ? 'absent' : state.matches('requesting') ? 'busy' : can('AUTHORIZE'),
    reject: !choice
      ? 'absent'
      : state.matches('rejecting')
        ? 'busy'
        : state.hasTag('busy')
          ? 'disabled'
          : 'enabled',
    confirm: !otp
      ? 'absent'
      : state.matches({ code: { code: 'validating' } })
        ? 'busy'
        : can('OTP.SUBMIT'),
    ticked: choice ? state.context.chosen.length : 0,
    answeredBefore: state.matches('answeredBefore'),
    leaving: state.matches('leaving'),
  };
}

function seen() {
  return {
    loading: screen.queryByLabelText('Loading the request') !== null,
    retry: buttonState(button('Try again')),
    allow: buttonState(button('Allow with an SMS code')),
    reject: buttonState(button('Reject')),
    confirm: buttonState(button('Confirm')),
    ticked: screen.queryAllByRole('checkbox', { checked: true }).length,
    answeredBefore: screen.queryByText(/no longer awaiting your answer/) !== null,
    leaving: screen.queryByText(/Returning you to/) !== null,
  };
}

beforeAll(() => activateLocale('en'));
beforeEach(() => session.init());
afterEach(() => {
  cleanup();
});

describe('the consent authorisation page, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const actor = start();
    render(
      <I18nProvider i18n={i18n}>
        <Page actor={actor} />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      await perform(step.event as ConsentAuthorizationEvent, user, network, actor);
      await waitFor(() =>
        expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state)),
      );
      await waitFor(() => expect(seen(), step.event.type).toEqual(expected(step.state)));
    }
    actor.stop();
  });
});
