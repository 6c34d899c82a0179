import { Trans } from '@lingui/react/macro';
import { locales } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';
import { endonyms, LanguageLink } from '../../shared/i18n/LanguageLink';

/**
 * The interface's language: the header switcher's choice, drawn larger. The page opens again in
 * the chosen language and the `locale` cookie remembers it for the next visit.
 */
export function LanguageSection() {
  const current = useCurrentLocale();
  return (
    <section className="settings__section" aria-labelledby="settings-language">
      <h2 id="settings-language">
        <Trans>Language</Trans>
      </h2>
      <ul className="settings__languages">
        {locales.map((locale) => (
          <li key={locale}>
            <LanguageLink
              locale={locale}
              current={locale === current}
              className="settings__language"
            >
              {endonyms[locale]}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
