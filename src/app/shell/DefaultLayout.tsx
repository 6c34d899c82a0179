import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Locale, localeParam } from '../../../domain/locale';
import { UserMenu } from '../../features/profile/UserMenu';
import { sections } from '../../shared/sections';
import { SessionTimeout } from '../../shared/session/timeout/SessionTimeout';
import { HomeLink } from './HomeLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LazyProgressBar } from './LazyProgressBar';
import { TabBar } from './TabBar';
import './shell.css';

/**
 * The signed-in layout: header, the sections' navigation and the page. The sections are a
 * sidebar on wide screens and the tab bar on narrow ones; CSS shows one of the two.
 */
export function DefaultLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const params = { locale: localeParam(locale) };
  return (
    <div className="layout-default">
      <header className="app-header">
        <LazyProgressBar />
        <HomeLink locale={locale} />
        <div className="app-header__end">
          <LanguageSwitcher />
          <UserMenu locale={locale} />
        </div>
      </header>
      <div className="layout-default__body">
        <nav aria-label={t`Sections`} className="section-nav">
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  params={params}
                  // Home only on its own page; any other section also on the pages below it.
                  activeOptions={{ exact: section === sections[0] }}
                  className="section-nav__link"
                >
                  {i18n._(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="layout-default__main">
          {children}
        </main>
      </div>
      <TabBar locale={locale} />
      <SessionTimeout />
    </div>
  );
}
