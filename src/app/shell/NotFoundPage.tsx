import { Trans } from '@lingui/react/macro';
import { ErrorLayout } from './ErrorLayout';

/** PRODUCT 2.1: unknown paths and failed page validation. */
export function NotFoundPage() {
  return (
    <ErrorLayout code={404}>
      <Trans>This page could not be found</Trans>
    </ErrorLayout>
  );
}
