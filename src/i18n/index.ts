import { i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale } from '../domain/locale';

export { i18n };

// One chunk per language: only the active catalog is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  az: () => import('../locales/az/messages.po'),
  ru: () => import('../locales/ru/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Loads the locale's catalog and makes it the active one. */
export async function activateLocale(locale: Locale = defaultLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
