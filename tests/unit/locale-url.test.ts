import { describe, expect, it } from 'vitest';
import { isLocale, localeParam, negotiateLocale } from '../../domain/locale';
import {
  cookieRedirectTarget,
  initialLocale,
  localeCookie,
  localeFromPath,
  readLocaleCookie,
} from '../../src/shared/locale-url';

describe('locale of a URL', () => {
  it('reads the /ru and /en prefixes and treats everything else as Azerbaijani', () => {
    expect(localeFromPath('/ru/accounts')).toBe('ru');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/accounts')).toBe('az');
    expect(localeFromPath('/')).toBe('az');
    expect(localeFromPath('/az/accounts')).toBe('az');
    expect(localeFromPath('/fr/accounts')).toBe('az');
    expect(localeFromPath('/russia')).toBe('az');
  });

  it('gives Azerbaijani no prefix', () => {
    expect(localeParam('az')).toBeUndefined();
    expect(localeParam('ru')).toBe('ru');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });

  it('negotiates Accept-Language by quality, falling back to az', () => {
    expect(negotiateLocale('de-DE, ru;q=0.8, en;q=0.9')).toBe('en');
    expect(negotiateLocale('ru-RU,ru;q=0.9')).toBe('ru');
    expect(negotiateLocale('fr, de')).toBe('az');
    expect(negotiateLocale(undefined)).toBe('az');
  });
});

describe('locale cookie', () => {
  it('is kept for a year on the whole site, SameSite=Lax', () => {
    expect(localeCookie('ru')).toBe('locale=ru; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is read among other cookies and ignored when it names no locale', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('locale=fr')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('sends only the bare root to the remembered language', () => {
    expect(cookieRedirectTarget('/', 'locale=ru')).toBe('ru');
    expect(cookieRedirectTarget('/', 'locale=az')).toBeUndefined();
    expect(cookieRedirectTarget('/accounts', 'locale=ru')).toBeUndefined();
    expect(cookieRedirectTarget('/en', 'locale=ru')).toBeUndefined();
  });

  it('chooses the first catalog from the cookie at the root, otherwise from the URL', () => {
    expect(initialLocale('/', 'locale=en')).toBe('en');
    expect(initialLocale('/ru/loans', 'locale=en')).toBe('ru');
    expect(initialLocale('/loans', 'locale=en')).toBe('az');
  });
});
