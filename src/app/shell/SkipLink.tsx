import { useLingui } from '@lingui/react/macro';

/**
 * The keyboard's first stop on every page (WCAG 2.4.1): hidden until focused, it moves focus to
 * the page's `<main id="main" tabIndex={-1}>`. A plain anchor: the browser does the work.
 */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" className="skip-link">
      {t`Skip to content`}
    </a>
  );
}
