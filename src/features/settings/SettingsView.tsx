import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageTitles } from '../../shared/sections';
import { HotlineSection } from './HotlineSection';
import { LanguageSection } from './LanguageSection';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import './settings.css';

export interface SettingsViewProps {
  /** The password change, composed by the route from the profile feature. */
  password: ReactNode;
  /** More ways to sign in (passkeys), composed by the route; drawn under the password. */
  signIn?: ReactNode;
  sessions: ReactNode;
  history: ReactNode;
}

/** /settings (issue 18): language, password and sign-in, sessions, sign-in history, hotline. */
export function SettingsView({ password, signIn, sessions, history }: SettingsViewProps) {
  const { i18n } = useLingui();
  return (
    <section className="products-page settings" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.settings)}</h1>
      </header>
      <LanguageSection />
      <section className="settings__section" aria-labelledby="settings-password">
        <h2 id="settings-password">
          <Trans>Password</Trans>
        </h2>
        <div>{password}</div>
      </section>
      {signIn}
      {sessions}
      {history}
      <HotlineSection />
    </section>
  );
}
