import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/locale';
import { HomeLink } from './HomeLink';
import './shell.css';

/** The layout of the 404 and error pages: nothing that could itself fail to load. */
export function ErrorLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className="layout-error">
      <header className="app-header app-header--plain">
        <HomeLink locale={locale} />
      </header>
      <main className="layout-error__main">{children}</main>
    </div>
  );
}
