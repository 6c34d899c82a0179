import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { locales } from '../../../domain/locale';
import { endonyms, LanguageLink } from '../../shared/i18n/LanguageLink';
import { localeFromPath } from '../../shared/locale-url';

/** Links to the current page in each language; the choice is remembered in the cookie. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = localeFromPath(pathname);
  return (
    <nav aria-label={t`Language`} className="language-switcher">
      {locales.map((locale) => (
        <LanguageLink
          key={locale}
          locale={locale}
          current={locale === current}
          className="language-switcher__link"
          title={endonyms[locale]}
        >
          {/* The accessible name starts with the visible code (WCAG 2.5.3), then names the language. */}
          {locale.toUpperCase()}
          <span className="visually-hidden">{` ${endonyms[locale]}`}</span>
        </LanguageLink>
      ))}
    </nav>
  );
}
