import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18n } from '../../../src/shared/i18n';

// English with an empty catalog: in tests the macros keep their English source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Renders inside Lingui's provider, as the app root does. */
export function renderUi(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}
