import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { type Locale, localeParam, locales } from '../../../domain/locale';
import { localeFromPath, rememberLocale } from '../locale-url';

// Each language names itself, so the same words appear whatever the current language is.
const endonyms: Record<Locale, string> = { az: 'Azərbaycanca', ru: 'Русский', en: 'English' };

/** Links to the current page in each language; the choice is remembered in the cookie. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = localeFromPath(pathname);
  return (
    <nav aria-label={t`Language`} className="language-switcher">
      {locales.map((locale) => (
        <Link
          key={locale}
          // The same route and search, with only the locale prefix changed.
          to="."
          params={(previous: Record<string, unknown>) => ({
            ...previous,
            locale: localeParam(locale),
          })}
          search={(previous: Record<string, unknown>) => previous}
          lang={locale}
          hrefLang={locale}
          title={endonyms[locale]}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => rememberLocale(locale)}
          className="language-switcher__link"
        >
          {/* The accessible name starts with the visible code (WCAG 2.5.3), then names the language. */}
          {locale.toUpperCase()}
          <span className="visually-hidden">{` ${endonyms[locale]}`}</span>
        </Link>
      ))}
    </nav>
  );
}
