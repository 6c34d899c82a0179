import { defaultLocale, isLocale, type Locale } from '../../domain/locale';

export const localeCookieName = 'locale';
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The locale a path is shown in: a /ru or /en prefix, otherwise Azerbaijani. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

export function readLocaleCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookieName && isLocale(value)) return value;
  }
  return undefined;
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; path=/; max-age=${oneYearSeconds}; SameSite=Lax`;
}

/** Remembers the user's language choice for the next visit to the root. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in some browsers we serve; one fixed cookie string is safe.
  document.cookie = localeCookie(locale);
}

/** Only the bare root honours the cookie: any other URL already names its locale. */
export function cookieRedirectTarget(pathname: string, cookie: string): Locale | undefined {
  if (pathname !== '/') return undefined;
  const chosen = readLocaleCookie(cookie);
  return chosen && chosen !== defaultLocale ? chosen : undefined;
}

/** The locale of the first render, before the router runs. */
export function initialLocale(pathname: string, cookie: string): Locale {
  return cookieRedirectTarget(pathname, cookie) ?? localeFromPath(pathname);
}
