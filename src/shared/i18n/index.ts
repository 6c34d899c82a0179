import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale } from '../../../domain/locale';

export { i18n };

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The catalogs of lingui.config.ts, one chunk per language and part: the first load needs only
 * `messages`; the sign-in page's later screens ask for `later`, the signed-in layout for
 * `signed-in`, the sandbox pages for `sandbox`.
 */
const catalogs = {
  messages: {
    az: () => import('../../locales/az/messages.po'),
    ru: () => import('../../locales/ru/messages.po'),
    en: () => import('../../locales/en/messages.po'),
  },
  later: {
    az: () => import('../../locales/az/later.po'),
    ru: () => import('../../locales/ru/later.po'),
    en: () => import('../../locales/en/later.po'),
  },
  'signed-in': {
    az: () => import('../../locales/az/signed-in.po'),
    ru: () => import('../../locales/ru/signed-in.po'),
    en: () => import('../../locales/en/signed-in.po'),
  },
  sandbox: {
    az: () => import('../../locales/az/sandbox.po'),
    ru: () => import('../../locales/ru/sandbox.po'),
    en: () => import('../../locales/en/sandbox.po'),
  },
} satisfies Record<string, Record<Locale, Catalog>>;

export type CatalogPart = keyof typeof catalogs;

// The parts asked for so far: switching the language loads all of them in the new language.
const parts = new Set<CatalogPart>(['messages']);

async function messagesOf(locale: Locale, wanted: readonly CatalogPart[]): Promise<Messages> {
  const loaded = await Promise.all(wanted.map((part) => catalogs[part][locale]()));
  return Object.assign({}, ...loaded.map((catalog) => catalog.messages));
}

/** Loads the locale's catalogs and makes it the active one. */
export async function activateLocale(locale: Locale = defaultLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const messages = await messagesOf(locale, [...parts]);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Adds a part of the catalogs in the active language (and in every language chosen later). */
export async function requireCatalogPart(part: CatalogPart): Promise<void> {
  if (parts.has(part)) return;
  parts.add(part);
  const locale = i18n.locale as Locale | undefined;
  if (locale) i18n.load(locale, await messagesOf(locale, [part]));
}
