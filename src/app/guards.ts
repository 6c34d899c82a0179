import { redirect } from '@tanstack/react-router';
import { type Locale, localeParam } from '../../domain/locale';
import { type SessionStore, session } from '../shared/session';
import { HttpError } from './http-error';

export interface GuardContext {
  locale: Locale;
  session?: SessionStore;
}
type Guard = (context: Required<GuardContext>) => void;

/**
 * The named route guards of PRODUCT 2.1. Routes name them (`runGuards(['auth'], …)`) so a page's
 * protection reads in one word and a typo fails loudly instead of leaving a page open.
 */
export const guards: Record<string, Guard> = {
  /** A visitor without an access token goes to the sign-in page of their language. */
  auth({ locale, session }) {
    if (session.isAuthenticated()) return;
    throw redirect({ to: '/{-$locale}/auth/signin', params: { locale: localeParam(locale) } });
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
