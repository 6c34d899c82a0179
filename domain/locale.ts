/** The interface languages. Azerbaijani is the default and has no URL prefix. */
export const locales = ['az', 'ru', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'az';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The URL prefix segment of a locale: none for az. */
export function localeParam(locale: Locale): Locale | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** Picks the best supported locale from an Accept-Language header value. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (
    (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? defaultLocale
  );
}
