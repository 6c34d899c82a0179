import { redirect } from '@tanstack/react-router';
import { type Locale, localeParam } from '../../domain/locale';
import { type SessionStore, session } from '../shared/session';
import { nextParam, safeReturnPath } from '../shared/session/return-path';
import { HttpError } from './http-error';

export interface GuardContext {
  locale: Locale;
  session?: SessionStore;
  /** The address the visitor asked for (path, query, hash), kept for after signing in. */
  wanted?: string;
}
type Guard = (context: Required<Omit<GuardContext, 'wanted'>> & { wanted?: string }) => void;

/**
 * The sign-in page's `?next=` for the address a visitor asked for: a path of this site only
 * (safeReturnPath; the sign-in page checks it again), and nothing for the language's home page,
 * where signing in lands anyway.
 */
function returnSearch(wanted: string | undefined): Record<string, string> | undefined {
  const path = safeReturnPath(wanted);
  if (!path || /^\/(?:ru|en)?\/?$/.test(path)) return undefined;
  return { [nextParam]: path };
}

/**
 * The named route guards of PRODUCT 2.1. Routes name them (`runGuards(['auth'], …)`) so a page's
 * protection reads in one word and a typo fails loudly instead of leaving a page open.
 */
export const guards: Record<string, Guard> = {
  /**
   * A visitor without an access token goes to the sign-in page of their language, which returns
   * to the page they asked for once they are signed in (a third party's consent link, issue 18).
   */
  auth({ locale, session, wanted }) {
    if (session.isAuthenticated()) return;
    throw redirect({
      to: '/{-$locale}/auth/signin',
      params: { locale: localeParam(locale) },
      search: returnSearch(wanted),
    });
  },
  /** A signed-in customer has no business on sign-in pages: back to the locale's root. */
  guest({ locale, session }) {
    if (!session.isAuthenticated()) return;
    throw redirect({ to: '/{-$locale}', params: { locale: localeParam(locale) } });
  },
};

export function runGuards(names: readonly string[], context: GuardContext): void {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (!guard) throw new HttpError(500, `Unknown middleware ${name}`);
    guard({ session, ...context });
  }
}
