import { useLingui } from '@lingui/react/macro';
import { defaultLocale, isLocale, type Locale } from '../../domain/locale';

/** The language the interface is shown in right now (the active catalog). */
export function useCurrentLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
