import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Which catalog each part of the web app's messages goes to. The sign-in page downloads only the
 * `messages` catalog (its JavaScript budget); what is seen only after sign-in is in `signed-in`,
 * which the signed-in layout loads, and the sandbox's pages (for testers) in `sandbox`. Every
 * folder of src/features must be in exactly one list: tests/unit/app/catalog-parts.test.ts
 * fails otherwise.
 */
export const catalogParts = {
  /** Seen before sign-in, or in the shell around every page. */
  messages: ['auth'],
  signedIn: [
    'accounts',
    'applications',
    'cards',
    'cash-codes',
    'consents',
    'deposits',
    'home',
    'loans',
    'operations',
    'passkeys',
    'payment-methods',
    'payment-templates',
    'payments',
    'prepayment',
    'profile',
    'settings',
    'transfers',
  ],
  sandbox: ['sandbox', 'sandbox-atm', 'sandbox-operator', 'sandbox-signing', 'sandbox-tpp'],
};

/**
 * Shared pieces seen only after sign-in, and the signed-in layout with its menu and sections:
 * their messages ride with the signed-in catalog.
 */
const signedInShared = [
  ...[
    'balances',
    'contact',
    'copy',
    'forms',
    'movement',
    'payments',
    'products',
    'queries',
    'sections.ts',
    'session/timeout',
    'ui/dialogs',
  ].map((path) => `<rootDir>/src/shared/${path}`),
  '<rootDir>/src/app/shell/DefaultLayout.tsx',
];
/**
 * What only comes after the first paint: the sign-in page's later screens (the code dialog,
 * contact us, registration's and password reset's stages, the fields' hints) and the lazily
 * loaded toast region and progress bar. Their messages are the `later` part, fetched with their
 * code (src/features/auth/lazy-screens.ts, Hint.tsx, the shell's Lazy* wrappers), not in the
 * sign-in page's first load.
 */
const later = [
  ...[
    'AuthOtpDialog.tsx',
    'ContactDialog.tsx',
    'hint-texts.ts',
    'passkey-sign-in.ts',
    'stages/DocumentChoiceStage.tsx',
    'stages/NewPasswordStage.tsx',
    'stages/OldIdCardStage.tsx',
    'stages/ResultStage.tsx',
  ].map((file) => `<rootDir>/src/features/auth/${file}`),
  ...['Toast/ToastRegion.tsx', 'TopProgressBar/TopProgressBar.tsx', 'dialogs'].map(
    (file) => `<rootDir>/src/shared/ui/${file}`,
  ),
  // The one-time code, the password rules and the confirm, error and success dialogs: also in
  // `signed-in`, for the signed-in pages.
  '<rootDir>/src/shared/forms',
  // The contact-us dialog: also in `signed-in`, for /settings.
  '<rootDir>/src/shared/contact',
];
const features = (names: string[]) => names.map((name) => `<rootDir>/src/features/${name}`);
const signedIn = [...features(catalogParts.signedIn), ...signedInShared];
const sandbox = features(catalogParts.sandbox);

// Messages are written in English in the code; az is the product's default language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['az', 'ru', 'en'],
  fallbackLocales: { default: 'az' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...signedIn, ...sandbox, ...later],
    },
    { path: '<rootDir>/src/locales/{locale}/later', include: later },
    { path: '<rootDir>/src/locales/{locale}/signed-in', include: signedIn },
    { path: '<rootDir>/src/locales/{locale}/sandbox', include: sandbox },
  ],
  format: formatter({ lineNumbers: false }),
});
