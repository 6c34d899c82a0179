import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flowHref, flowOfPath } from '../../src/features/auth/flow-route';
import { session } from '../../src/shared/session';
import { fakeBank, http } from '../fake-bank';
import { products } from '../fake-bank/handlers/products';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt } from './render-app';

// A cold worker on a loaded 2-core machine can take over a second to draw a flow's first screen.
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

/** Starts the app and counts every location the router settles on afterwards. */
async function start(url: string) {
  const app = await renderAppAt(url);
  const visited: string[] = [];
  app.router.subscribe('onResolved', ({ toLocation }) => visited.push(toLocation.pathname));
  return { ...app, visited, path: () => app.router.state.location.pathname };
}

describe('flow addresses', () => {
  it.each([
    ['/auth/signin', 'signin'],
    ['/ru/auth/signin/', 'signin'],
    ['/en/auth-old', 'signin-old-id'],
    ['/auth/signup', 'signup'],
    ['/en/forgot-password', 'forgot-password'],
    ['/en/accounts', null],
  ])('%s shows the %s flow', (path, flow) => {
    expect(flowOfPath(path)).toBe(flow);
  });

  it('keeps the locale prefix, none for Azerbaijani', () => {
    expect(flowHref('signup', 'az')).toBe('/auth/signup');
    expect(flowHref('forgot-password', 'ru')).toBe('/ru/forgot-password');
  });
});

describe('the URL follows the auth chart and the chart follows the URL', () => {
  it('a link moves the chart, the URL follows once, and browser Back returns', async () => {
    const app = await start('/en/auth/signin');
    await heading('Sign in');
    await userEvent.click(screen.getByRole('link', { name: 'New customer? Sign up' }));
    await heading('Sign up');
    await waitFor(() => expect(app.visited).toEqual(['/en/auth/signup']));
    expect(app.path()).toBe('/en/auth/signup');

    await act(() => app.router.history.back());
    await heading('Sign in');
    await waitFor(() => expect(app.path()).toBe('/en/auth/signin'));
    expect(app.visited).toEqual(['/en/auth/signup', '/en/auth/signin']);
  });

  it('remembers where the reset came from across routes (Back returns to sign-up)', async () => {
    const app = await start('/ru/auth/signup');
    await heading('Регистрация');
    await userEvent.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    await heading('Восстановление пароля');
    await waitFor(() => expect(app.path()).toBe('/ru/forgot-password'));
    await userEvent.click(screen.getByRole('button', { name: /Назад/ }));
    await heading('Регистрация');
    await waitFor(() => expect(app.path()).toBe('/ru/auth/signup'));
    expect(app.visited).toEqual(['/ru/forgot-password', '/ru/auth/signup']);
  });

  it('Back pressed before the URL has caught up still returns to sign-up', async () => {
    const app = await start('/ru/auth/signup');
    await heading('Регистрация');
    await userEvent.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    await userEvent.click(await screen.findByRole('button', { name: /Назад/ }));
    await heading('Регистрация');
    await waitFor(() => expect(app.path()).toBe('/ru/auth/signup'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.path()).toBe('/ru/auth/signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Регистрация');
  });

  it('a route visited directly starts its flow; /auth-old asks for the old ID card and stays', async () => {
    const app = await start('/en/forgot-password');
    await heading('Reset the password');
    const old = await start('/en/auth-old');
    await heading('Sign in with an old-generation ID card');
    expect(old.path()).toBe('/en/auth-old');
    expect(app.visited).toEqual([]);
  });

  it('the old ID card sign-in and the FIN sign-in link to each other', async () => {
    const app = await start('/en/auth/signin');
    await heading('Sign in');
    await userEvent.click(screen.getByRole('link', { name: 'Old-generation ID card?' }));
    await heading('Sign in with an old-generation ID card');
    await waitFor(() => expect(app.path()).toBe('/en/auth-old'));
    await userEvent.click(screen.getByRole('link', { name: 'Sign in with the FIN' }));
    await heading('Sign in');
    await waitFor(() => expect(app.path()).toBe('/en/auth/signin'));
    expect(app.visited).toEqual(['/en/auth-old', '/en/auth/signin']);
  });

  it('inside a flow the stages change and the URL does not', async () => {
    const app = await start('/auth/signin');
    await heading('Daxil ol');
    await userEvent.click(screen.getByRole('button', { name: 'Xarici sənədlərlə daxil ol' }));
    await heading('Xarici sənədlə daxil olun');
    expect(app.visited).toEqual([]);
  });

  it('after the last code the customer lands on the home page of their language', async () => {
    fakeBank.use(
      http.post('/api/v1/login', ({ response }) =>
        response(200).json({ status: 'OTP_SENT', sessionId: 's-1', otpOperation: 'LOGIN' }),
      ),
      http.post('/api/v1/otp/validate', ({ response }) =>
        response(200).json({
          status: 'SUCCESS',
          accessToken: 'access-1',
          refreshToken: 'refresh-1',
        }),
      ),
      customerInfo(),
      // Then the home page's calls, which its route starts at once: an empty list for each.
      ...products({ accounts: [], cards: [], deposits: [], loans: [] }),
    );
    const app = await start('/en/auth/signin');
    await userEvent.type(await screen.findByRole('textbox', { name: 'FIN' }), '6xk2t9p');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo2026!{Enter}');
    const code = await screen.findByRole('textbox', { name: 'Code from SMS' });
    await userEvent.type(code, '123456{Enter}');
    await heading('Home');
    expect(app.path()).toBe('/en');
    expect(session.get().accessToken).toBe('access-1');
  });
});
