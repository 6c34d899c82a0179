import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { returnPage } from '../../../src/features/auth/return-page';
import { safeReturnPath, signInAfterInactivity } from '../../../src/shared/session/return-path';

// Issue 15: after an inactivity timeout the sign-in page returns the customer to the page they
// were on. The page comes in the address, so it is checked like any untrusted input.
describe('safeReturnPath', () => {
  it.each([
    '/',
    '/operations',
    '/ru/operations?period=week&product=acc-1',
    '/en/loan-requests/LA-1#x',
  ])('takes a path of this site: %s', (path) => expect(safeReturnPath(path)).toBe(path));

  it.each([
    ['an absolute address', 'https://evil.example/operations'],
    ['another scheme', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/operations'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a backslash anywhere', '/operations\\..\\x'],
    ['a tab the URL parser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a leading space', ' /operations'],
    ['a relative path', 'operations'],
    ['nothing', ''],
    ['a number', 42],
    ['an object', { path: '/operations' }],
    ['null', null],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPage: only a signed-in page of the app', () => {
  const router = createAppRouter();
  const next = (path: unknown) => returnPage(router, { next: path });

  it.each(['/operations?period=week', '/ru/accounts', '/en/loan-requests/LA-1', '/'])(
    'returns to %s',
    (path) => expect(next(path)).toBe(path),
  );

  it.each([
    ['the sign-in page (a loop)', '/auth/signin'],
    ['a guest page in Russian', '/ru/forgot-password'],
    ['the sandbox', '/sandbox'],
    ['the API', '/api/v1/user/info'],
    ['a page the app does not have', '/no-such-page'],
    ['Azerbaijani with a prefix it never has', '/az/operations'],
    ['a protocol-relative address', '//evil.example/operations'],
  ])('refuses %s', (_, path) => {
    expect(next(path)).toBeNull();
  });

  it('reads nothing from an empty query', () => {
    expect(returnPage(router, {})).toBeNull();
    expect(returnPage(router, undefined)).toBeNull();
  });
});

describe('signInAfterInactivity', () => {
  it('names why and where, encoded', () => {
    const href = signInAfterInactivity('/ru', '/ru/operations?period=week');
    expect(href).toBe('/ru/auth/signin?ended=inactivity&next=%2Fru%2Foperations%3Fperiod%3Dweek');
    const url = new URL(href, 'http://bank.test');
    expect(safeReturnPath(url.searchParams.get('next'))).toBe('/ru/operations?period=week');
  });
});
