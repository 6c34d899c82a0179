/**
 * The change-password chart against its dialog: every model path walked by a customer, the
 * bank held at the network edge, and after each step the dialog must show what the chart says.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  type ChangePasswordEvent,
  changePasswordMachine,
} from '../../machines/changePassword.machine';
import { ChangePasswordDialog } from '../../src/features/profile/ChangePasswordDialog';
import { createChangePasswordServices } from '../../src/features/profile/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { type HeldBank, holdBankCalls } from '../fake-bank';
import { changePasswordModel } from '../machines/changePassword.model';
import { modelPaths } from '../machines/support/model-paths';
import { buttonState } from './auth/screen';

const { paths, coverage } = modelPaths(changePasswordMachine, changePasswordModel);
const same = changePasswordModel.serializeState ?? JSON.stringify;
const start = () =>
  createActor(withBankCalls(changePasswordMachine, createChangePasswordServices(api))).start();
type Actor = ReturnType<typeof start>;

function Dialog({ actor }: { actor: Actor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <ChangePasswordDialog snapshot={snapshot} send={actor.send} />;
}

const labels = {
  currentPassword: 'Current password',
  password: 'New password',
  passwordRepeat: 'Repeat the password',
};
const callPaths: Record<string, string> = {
  startChange: '/api/v1/change-password',
  confirmChange: '/api/v1/otp/validate',
  resendOtp: '/api/v1/otp/resend',
};

const dialog = () => screen.queryByRole('dialog', { name: 'Change password' });
const inDialog = (name: string | RegExp) => {
  const open = dialog();
  return open ? (within(open).queryByRole('button', { name }) as HTMLButtonElement | null) : null;
};

async function typeInto(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** The bank, the clock, the menu (OPEN) and the app (RESET) act on the chart; the rest is typed. */
async function perform(
  event: ChangePasswordEvent,
  user: UserEvent,
  network: HeldBank,
  actor: Actor,
) {
  const [, kind, , id = ''] = event.type.split('.');
  const system = event as unknown as { output?: unknown; error?: Error };
  if (kind === 'done') {
    const body = id === 'startChange' ? { data: system.output } : {};
    return act(() => void network.answer(callPaths[id] ?? '', 200, { status: 'OK', ...body }));
  }
  if (kind === 'error') {
    const body = { code: 'REFUSED', message: system.error?.message };
    return act(() => void network.answer(callPaths[id] ?? '', 400, body));
  }
  switch (event.type) {
    case 'FIELD.CHANGE':
      return typeInto(user, labels[event.field], event.value);
    case 'SUBMIT':
      return user.click(inDialog(/^Change password/) as HTMLElement);
    case 'OTP.CHANGE':
      return typeInto(user, 'Code from SMS', event.value);
    case 'OTP.SUBMIT':
      return user.click(inDialog('Confirm') as HTMLElement);
    case 'OTP.RESEND':
      return user.click(inDialog('Send the code again') as HTMLElement);
    case 'CLOSE':
      return user.keyboard('{Escape}');
    default:
      act(() => actor.send(event));
  }
}

function expected(state: AnyMachineSnapshot) {
  const busy = state.hasTag('busy');
  const otp = state.hasTag('otp');
  const editing = state.matches('editing') || state.matches('submitting');
  const can = (type: string) => (state.can({ type } as never) ? 'enabled' : 'disabled');
  return {
    open: !state.matches('closed'),
    submit: !editing ? 'absent' : busy ? 'busy' : can('SUBMIT'),
    confirm: !otp ? 'absent' : busy ? 'busy' : can('OTP.SUBMIT'),
    resend: !otp
      ? 'absent'
      : state.matches({ otp: { resend: 'resending' } })
        ? 'busy'
        : can('OTP.RESEND'),
    done: state.matches('done'),
  };
}

function seen() {
  return {
    open: dialog() !== null,
    submit: buttonState(inDialog(/^Change password/)),
    confirm: buttonState(inDialog('Confirm')),
    resend: buttonState(inDialog('Send the code again')),
    done: screen.queryByText(/Your password has been changed/) !== null,
  };
}

beforeAll(() => activateLocale('en'));
beforeEach(() => session.init());
afterEach(() => {
  cleanup();
});

describe('the change-password dialog, model-based', () => {
  it('the paths take every transition and enter every state of the chart', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, { path }) => {
    const network = holdBankCalls();
    const actor = start();
    render(
      <I18nProvider i18n={i18n}>
        <Dialog actor={actor} />
      </I18nProvider>,
    );
    const user = userEvent.setup({ delay: null });
    for (const step of path.steps.slice(1)) {
      await perform(step.event as ChangePasswordEvent, user, network, actor);
      await waitFor(() =>
        expect(same(actor.getSnapshot()), step.event.type).toBe(same(step.state)),
      );
      await waitFor(() => expect(seen(), step.event.type).toEqual(expected(step.state)));
    }
    actor.stop();
  });
});
