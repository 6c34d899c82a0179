import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { isLocale, type Locale, locales } from '../domain/locale';
import { activateLocale, i18n, requireCatalogPart } from '../src/shared/i18n';
import '../src/shared/ui/tokens.css';

const localeNames: Record<Locale, string> = { az: 'Azərbaycanca', ru: 'Русский', en: 'English' };

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((value) => ({ value, title: localeNames[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'az' },
  // Lingui renders nothing until a catalog is active, so the catalog loads before the story.
  loaders: [
    async ({ globals }) => {
      await requireCatalogPart('later');
      await requireCatalogPart('signed-in');
      await requireCatalogPart('sandbox');
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'az');
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <AriaI18nProvider locale={i18n.locale}>
          <Story />
        </AriaI18nProvider>
      </I18nProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
