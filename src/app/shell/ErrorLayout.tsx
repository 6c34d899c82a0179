import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localeParam } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';
import { HomeLink } from './HomeLink';
import { LazyProgressBar } from './LazyProgressBar';
import './shell.css';

/**
 * The 404 and error pages (PRODUCT 2.1): the code, what happened as the heading, and the way
 * home. Nothing in it could itself fail to load.
 */
export function ErrorLayout({ code, children }: { code: number; children: ReactNode }) {
  const locale = useCurrentLocale();
  return (
    <div className="layout-error">
      <header className="app-header app-header--plain">
        <LazyProgressBar />
        <HomeLink locale={locale} />
      </header>
      <main id="main" tabIndex={-1} className="layout-error__main">
        <p className="error-page__code">{code}</p>
        <h1>{children}</h1>
        <Link
          to="/{-$locale}"
          params={{ locale: localeParam(locale) }}
          className="error-page__home"
        >
          <Trans>Go to the home page</Trans>
        </Link>
      </main>
    </div>
  );
}
