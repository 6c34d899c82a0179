/**
 * Issue 15 item 8: a weak new password is refused at its field before the bank is asked, so the
 * customer keeps the code and the stage; a wrong password or code says at the field how many
 * tries the bank still allows, beside the bank's toast (PRODUCT 8).
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { authMachine, stageOf } from '../../machines/auth.machine';
import { AuthStageView } from '../../src/features/auth/AuthStageView';
import { followAuthNews } from '../../src/features/auth/chart-effects';
import { newPassword, otpDialog } from '../../src/features/auth/lazy-screens';
import { authCalls, createAuthServices } from '../../src/features/auth/services';
import { api } from '../../src/shared/api';
import { withBankCalls } from '../../src/shared/charts/bank-calls';
import { activateLocale, i18n } from '../../src/shared/i18n';
import { session } from '../../src/shared/session';
import { toastQueue } from '../../src/shared/ui/Toast/toast-queue';
import { fakeBank, http } from '../fake-bank';

type AuthActor = Actor<typeof authMachine>;

function Screens({ actor }: { actor: AuthActor }) {
  const snapshot = useSelector(actor, (state) => state);
  return <AuthStageView snapshot={snapshot} send={actor.send} />;
}

function open(entry: 'signin' | 'signup') {
  const chart = withBankCalls(authMachine, authCalls(createAuthServices(api)));
  const actor = createActor(chart, { input: { entry } }).start();
  const stopNews = followAuthNews(actor);
  render(
    <I18nProvider i18n={i18n}>
      <Screens actor={actor} />
    </I18nProvider>,
  );
  return { actor, stopNews };
}

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.title);
const challenge = (otpOperation: 'LOGIN' | 'REGISTRATION') =>
  http.post('/api/v1/registration', ({ response }) =>
    response(200).json({ status: 'OTP_SENT', sessionId: 'otp-session', otpOperation }),
  );

/** Sign-up up to its password stage: a FIN, a code, the registration token. */
async function reachSetPassword(user: ReturnType<typeof userEvent.setup>) {
  fakeBank.use(
    challenge('REGISTRATION'),
    http.post('/api/v1/otp/validate', ({ response }) =>
      response(200).json({ status: 'SUCCESS', registrationToken: 'registration-token' }),
    ),
  );
  const view = open('signup');
  await user.type(screen.getByLabelText('FIN'), '6XK2T9P');
  await user.click(screen.getByRole('button', { name: 'Get a code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with a code' });
  await user.type(within(dialog).getByLabelText('Code from SMS'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Create a password' });
  await screen.findByLabelText('New password');
  return view;
}

beforeAll(async () => {
  await activateLocale('en');
  await Promise.all([newPassword.preload(), otpDialog.preload()]);
});
beforeEach(() => session.init());
afterEach(() => {
  cleanup();
  act(() => toastQueue.clear());
});

describe('a weak new password', { timeout: 20_000 }, () => {
  it('is refused at its field on submit, without asking the bank, and the stage stays', async () => {
    const user = userEvent.setup();
    const { actor, stopNews } = await reachSetPassword(user);
    const password = screen.getByLabelText('New password');
    await user.type(password, 'password');
    await user.type(screen.getByLabelText('Repeat the password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/The password is too weak/);
    expect(password).toHaveFocus();
    expect(fakeBank.calls({ method: 'POST', path: '/api/v1/registration/set-password' })).toEqual(
      [],
    );
    expect(stageOf(actor.getSnapshot().value)).toBe('signup-set-password');
    expect(actor.getSnapshot().context.registrationToken).toBe('registration-token');

    // A strong one goes to the bank with the same code.
    fakeBank.use(
      http.post('/api/v1/registration/set-password', ({ response }) =>
        response(200).json({ accessToken: 'access', refreshToken: 'refresh' }),
      ),
    );
    await user.clear(password);
    await user.type(password, 'Demo2026!');
    const repeat = screen.getByLabelText('Repeat the password');
    await user.clear(repeat);
    await user.type(repeat, 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await screen.findByRole('heading', { name: 'You are registered' });
    const [headers] = fakeBank
      .calls({ method: 'POST', path: '/api/v1/registration/set-password' })
      .map((call) => call.headers);
    expect(headers?.get('Registration-Token')).toBe('registration-token');
    stopNews();
  });

  it('refused by the bank itself returns to the form with its reason at the field', async () => {
    const user = userEvent.setup();
    const { actor, stopNews } = await reachSetPassword(user);
    const message = 'The new password must differ from the current one.';
    fakeBank.use(
      http.post('/api/v1/registration/set-password', ({ response }) =>
        response(400).json({ code: 'PASSWORD_SAME_AS_CURRENT', message }),
      ),
    );
    await user.type(screen.getByLabelText('New password'), 'Demo2026!');
    await user.type(screen.getByLabelText('Repeat the password'), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(message));
    expect(toasts()).toContain(message);
    expect(stageOf(actor.getSnapshot().value)).toBe('signup-set-password');
    expect(actor.getSnapshot().context.registrationToken).toBe('registration-token');
    stopNews();
  });
});

describe('tries left', { timeout: 20_000 }, () => {
  it('a wrong password says at the field how many tries are left, beside the toast', async () => {
    const user = userEvent.setup();
    const message = 'The identifier or password is wrong. Attempts left: 3.';
    fakeBank.use(
      http.post('/api/v1/login', ({ response }) =>
        response(400).json({ code: 'INVALID_CREDENTIALS', message, attemptsLeft: 3 }),
      ),
    );
    const { stopNews } = open('signin');
    await user.type(screen.getByLabelText('FIN'), '6XK2T9P');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Wrong2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(toasts()).toContain(message));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(message);
    expect(toasts()).toContain(message);
    // Typing again clears the old count.
    await user.type(password, 'x');
    expect(password).not.toHaveAttribute('aria-invalid');
    stopNews();
  });

  it('a wrong code says in the code dialog how many tries are left', async () => {
    const user = userEvent.setup();
    const message = 'The code is wrong. Attempts left: 2.';
    fakeBank.use(
      challenge('REGISTRATION'),
      http.post('/api/v1/otp/validate', ({ response }) =>
        response(400).json({ code: 'OTP_INVALID', message, attemptsLeft: 2 }),
      ),
    );
    const { stopNews } = open('signup');
    await user.type(screen.getByLabelText('FIN'), '6XK2T9P');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with a code' });
    const code = within(dialog).getByLabelText('Code from SMS');
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(message));
    expect(toasts()).toContain(message);
    stopNews();
  });
});
