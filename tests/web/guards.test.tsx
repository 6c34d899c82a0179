import { isRedirect } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runGuards } from '../../src/app/guards';
import { HttpError } from '../../src/app/http-error';
import { session } from '../../src/shared/session';
import { renderAppAt, storeAccessToken } from './render-app';

/** Runs guards and returns what they threw. */
function thrownBy(names: string[], locale: 'az' | 'ru' | 'en', wanted?: string): unknown {
  try {
    runGuards(names, { locale, session, wanted });
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('guard registry', () => {
  it('auth sends a visitor without a token to the sign-in page of their language', () => {
    session.init();
    const error = thrownBy(['auth'], 'ru');
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: object }).options).toMatchObject({
      to: '/{-$locale}/auth/signin',
      params: { locale: 'ru' },
    });
    expect((error as { options: { search?: unknown } }).options.search).toBeUndefined();
  });

  it("auth keeps the page asked for as the sign-in page's next, a path of this site only", () => {
    session.init();
    const nextOf = (wanted: string) =>
      (thrownBy(['auth'], 'en', wanted) as { options: { search?: unknown } }).options.search;
    expect(nextOf('/en/consents/c-1/authorize?x=1')).toEqual({
      next: '/en/consents/c-1/authorize?x=1',
    });
    // Never an address that could leave the site (an open redirect), and nothing for home.
    for (const wanted of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/',
      '/ru',
      '/en/',
    ]) {
      expect(nextOf(wanted), wanted).toBeUndefined();
    }
  });

  it('guest sends a signed-in customer to the root of their language', () => {
    storeAccessToken();
    session.init();
    expect(thrownBy(['auth'], 'en')).toBeUndefined();
    const error = thrownBy(['guest'], 'az');
    expect((error as { options: object }).options).toMatchObject({
      to: '/{-$locale}',
      params: { locale: undefined },
    });
  });

  it('an unknown guard is a 500 error naming it', () => {
    session.init();
    const error = thrownBy(['admin'], 'az');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Unknown middleware admin' });
    expect(thrownBy(['toString'], 'az')).toMatchObject({ message: 'Unknown middleware toString' });
  });
});

describe('guarded routes', () => {
  it.each([
    ['/accounts', '/auth/signin'],
    ['/ru/loan-requests/archive', '/ru/auth/signin'],
    ['/en/templates/edit/42', '/en/auth/signin'],
    ['/en', '/en/auth/signin'],
  ])('%s without a session goes to %s', async (url, target) => {
    const { router } = await renderAppAt(url);
    expect(router.state.location.pathname).toBe(target);
  });

  it("a page asked for without a session is the sign-in page's next", async () => {
    const { router } = await renderAppAt('/ru/operations?period=week');
    expect(router.state.location.pathname).toBe('/ru/auth/signin');
    expect(router.state.location.search).toEqual({ next: '/ru/operations?period=week' });
  });

  it('a signed-in customer visiting sign-in lands on the root of the same language', async () => {
    storeAccessToken();
    const { router } = await renderAppAt('/ru/auth/signin');
    expect(router.state.location.pathname).toBe('/ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  });

  it('the sandbox is open to everyone', async () => {
    const { router } = await renderAppAt('/en/sandbox');
    expect(router.state.location.pathname).toBe('/en/sandbox');
  });
});
