import { describe, expect, it } from 'vitest';
import { session } from '../../src/shared/session';

const user = {
  id: 'u1',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  identifierType: 'PIN',
  identifierValue: '6XK2T9P',
  phoneNumber: '+994 50 *** ** 67',
};

describe('session store', () => {
  it('restores tokens and user from sessionStorage on init', () => {
    sessionStorage.setItem('access_token', 'a1');
    sessionStorage.setItem('refresh_token', 'r1');
    sessionStorage.setItem('user', JSON.stringify(user));
    session.init();
    expect(session.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1', user });
    expect(session.isAuthenticated()).toBe(true);
  });

  it('is authenticated exactly when an access token exists', () => {
    sessionStorage.setItem('refresh_token', 'r1');
    session.init();
    expect(session.isAuthenticated()).toBe(false);
  });

  it('stores new tokens under the keys of PRODUCT 3 and clears everything', () => {
    session.init();
    session.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    session.setUser(user);
    expect(sessionStorage.getItem('access_token')).toBe('a2');
    expect(sessionStorage.getItem('refresh_token')).toBe('r2');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '')).toEqual(user);

    session.clear();
    expect(sessionStorage.length).toBe(0);
    expect(session.get()).toEqual({ accessToken: null, refreshToken: null, user: null });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('tells subscribers about changes', () => {
    session.init();
    let calls = 0;
    const unsubscribe = session.subscribe(() => {
      calls += 1;
    });
    session.setTokens({ accessToken: 'a3', refreshToken: 'r3' });
    unsubscribe();
    session.clear();
    expect(calls).toBe(1);
  });
});
