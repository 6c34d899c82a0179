import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localeParam } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';
import { isChunkLoadError, reloadForFailedChunk } from '../chunk-reload';
import { isIgnoredError, statusOf } from '../http-error';
import { ErrorLayout } from './ErrorLayout';

/** PRODUCT 2.1: the error's status code (500 when it has none) and the default message. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const locale = useCurrentLocale();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    // A route chunk of an older deploy: a fresh index.html knows the new one.
    if (chunkFailed) reloadForFailedChunk();
  }, [chunkFailed]);
  if (isIgnoredError(error)) return null;
  return (
    <ErrorLayout locale={locale}>
      <p className="error-page__code">{statusOf(error)}</p>
      <h1>
        <Trans>An error occurred. Try again a bit later.</Trans>
      </h1>
      <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className="error-page__home">
        <Trans>Go to the home page</Trans>
      </Link>
    </ErrorLayout>
  );
}
