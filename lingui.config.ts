import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Features seen only after sign-in get a catalog of their own, loaded by the signed-in layout,
// so the sign-in page downloads only the messages it can show (its 150 KB budget).
const signedInFeatures = [
  'accounts',
  'balances',
  'cards',
  'deposits',
  'documents',
  'fatca',
  'get-credit',
  'home',
  'identification',
  'insurance',
  'loan-offers',
  'loan-requests',
  'loans',
  'operations',
  'products',
  'request-refresh',
].map((feature) => `<rootDir>/src/features/${feature}`);

// The sandbox's pages (SMS outbox, operator console, signing app) are for testers: their own
// catalog too.
const sandboxFeatures = ['sandbox', 'sandbox-operator', 'sandbox-signing'].map(
  (feature) => `<rootDir>/src/features/${feature}`,
);

// Messages are written in English in the code; az is the product's default language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['az', 'ru', 'en'],
  fallbackLocales: { default: 'az' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...signedInFeatures, ...sandboxFeatures],
    },
    {
      path: '<rootDir>/src/locales/{locale}/signed-in',
      include: signedInFeatures,
    },
    {
      path: '<rootDir>/src/locales/{locale}/sandbox',
      include: sandboxFeatures,
    },
  ],
  format: formatter({ lineNumbers: false }),
});
