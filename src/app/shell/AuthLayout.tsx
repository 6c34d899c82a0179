import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/locale';
import { HomeLink } from './HomeLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LazyProgressBar } from './LazyProgressBar';
import './shell.css';

/** The signed-out layout: one centred card. `wide` suits tables such as the sandbox outbox. */
export function AuthLayout(props: { locale: Locale; wide?: boolean; children: ReactNode }) {
  return (
    <div className="layout-auth">
      <header className="app-header app-header--plain">
        <LazyProgressBar />
        <HomeLink locale={props.locale} />
        <LanguageSwitcher />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={props.wide ? 'layout-auth__card layout-auth__card--wide' : 'layout-auth__card'}
      >
        {props.children}
      </main>
    </div>
  );
}
