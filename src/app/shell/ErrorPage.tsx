import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadForFailedChunk } from '../chunk-reload';
import { isIgnoredError, statusOf } from '../http-error';
import { ErrorLayout } from './ErrorLayout';

/** PRODUCT 2.1: the error's status code (500 when it has none) and the default message. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    // A route chunk of an older deploy: a fresh index.html knows the new one.
    if (chunkFailed) reloadForFailedChunk();
  }, [chunkFailed]);
  if (isIgnoredError(error)) return null;
  return (
    <ErrorLayout code={statusOf(error)}>
      <Trans>An error occurred. Try again a bit later.</Trans>
    </ErrorLayout>
  );
}
