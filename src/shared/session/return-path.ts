/**
 * Where the customer returns after signing in again (issue 15). The sign-in page's address
 * carries it (`?ended=inactivity&next=/ru/operations?period=week`), so it is untrusted input:
 * only a path of this site is taken, never an address that could lead elsewhere.
 */

/** The sign-in page's query: why the session ended, and the page it ended on. */
export const endedParam = 'ended';
export const nextParam = 'next';
export const endedForInactivity = 'inactivity';

/**
 * The path itself, or null when it is not one of this site's: it must start with exactly one
 * slash (an absolute `https:` address or a protocol-relative `//host` leaves the site), and may
 * hold no backslash (browsers read `/\host` as `//host`) and no white space or control character
 * (the URL parser drops tabs and newlines, so `/\t/host` would become `//host`).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  return raw;
}

/** The sign-in page of a language prefix ('' for Azerbaijani) after an inactivity timeout. */
export function signInAfterInactivity(prefix: string, page: string): string {
  const query = new URLSearchParams({ [endedParam]: endedForInactivity, [nextParam]: page });
  return `${prefix}/auth/signin?${query}`;
}
