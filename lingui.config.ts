import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code; az is the product's default language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['az', 'ru', 'en'],
  fallbackLocales: { default: 'az' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
