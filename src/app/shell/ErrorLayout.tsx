import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/locale';
import { HomeLink } from './HomeLink';
import { LazyProgressBar } from './LazyProgressBar';
import { SkipLink } from './SkipLink';
import './shell.css';

/** The layout of the 404 and error pages: nothing that could itself fail to load. */
export function ErrorLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="layout-error">
      <SkipLink />
      <header className="app-header app-header--plain">
        <LazyProgressBar />
        <HomeLink locale={locale} />
      </header>
      <main id="main" tabIndex={-1} className="layout-error__main">
        {children}
      </main>
    </div>
  );
}
