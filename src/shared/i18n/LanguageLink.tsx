import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Locale, localeParam } from '../../../domain/locale';
import { rememberLocale } from '../locale-url';

// Each language names itself, so the same words appear whatever the current language is.
export const endonyms: Record<Locale, string> = {
  az: 'Azərbaycanca',
  ru: 'Русский',
  en: 'English',
};

/**
 * A link to the current page in another language, which remembers the choice in the `locale`
 * cookie for the next visit to the root: the header's switcher and /settings both choose so.
 */
export function LanguageLink({
  locale,
  current,
  className,
  title,
  children,
}: {
  locale: Locale;
  current: boolean;
  className: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Link
      // The same route and search, with only the locale prefix changed.
      to="."
      params={(previous: Record<string, unknown>) => ({ ...previous, locale: localeParam(locale) })}
      search={(previous: Record<string, unknown>) => previous}
      lang={locale}
      hrefLang={locale}
      title={title}
      aria-current={current ? 'true' : undefined}
      onClick={() => rememberLocale(locale)}
      className={className}
    >
      {children}
    </Link>
  );
}
