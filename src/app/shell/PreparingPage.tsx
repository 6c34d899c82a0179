import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The one placeholder of the shell: a page whose feature belongs to a later issue. That issue
 * replaces the route's component; the heading already names the page.
 */
export function PreparingPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <section className="preparing-page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(title)}</h1>
      <p>
        <Trans>This section is being prepared</Trans>
      </p>
    </section>
  );
}
