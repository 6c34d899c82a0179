import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';
import { ErrorLayout } from './ErrorLayout';

/** PRODUCT 2.1: unknown paths and failed page validation. */
export function NotFoundPage() {
  const locale = useCurrentLocale();
  return (
    <ErrorLayout locale={locale}>
      <p className="error-page__code">404</p>
      <h1>
        <Trans>This page could not be found</Trans>
      </h1>
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className="error-page__home">
        <Trans>Go to the home page</Trans>
      </Link>
    </ErrorLayout>
  );
}
