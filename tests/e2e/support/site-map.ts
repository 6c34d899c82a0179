/**
 * The pages of PRODUCT 2.1, with sample ids for the optional id segments. Template 5 and the
 * consent sample-consent do not exist: their pages say not found (see `sampleLookups`).
 */
export const appPages = [
  '/',
  '/account-consents',
  '/accounts',
  '/auth-old',
  '/cash-by-code',
  '/consents/sample-consent/authorize',
  '/deposits',
  '/forgot-password',
  '/get-credit',
  '/loan-requests',
  '/loan-requests/archive',
  '/loan-requests/42',
  '/loans',
  '/operations',
  '/other-consents',
  '/payment-methods',
  '/payments',
  '/payments/provider',
  '/payments/provider/azercell',
  '/pre-payment',
  '/settings',
  '/transfers',
  '/auth/signin',
  '/auth/signup',
  '/templates/new',
  '/templates/edit',
  '/templates/edit/5',
] as const;

/**
 * The sandbox's pages for testers, outside PRODUCT 2.1. routes.test.ts does not sweep them: the
 * shell, sandbox-operator and loan suites open them with the data they need (a signing token).
 */
/** The API's 404s for the sample ids, which the browser logs: the pages' not-found answers. */
export const sampleLookups = /\/api\/v1\/(payment-templates\/5|account-consents\/sample-consent)$/;

export const sandboxPages = [
  '/sandbox',
  '/sandbox-atm',
  '/sandbox-operator',
  '/sandbox-signing/sample-token',
  '/sandbox-tpp',
] as const;

/** Pages for visitors only; a signed-in customer is sent home from them. */
export const guestPages = new Set<string>([
  '/auth/signin',
  '/auth/signup',
  '/forgot-password',
  '/auth-old',
]);

export const localePrefixes = [
  { locale: 'az', prefix: '' },
  { locale: 'ru', prefix: '/ru' },
  { locale: 'en', prefix: '/en' },
] as const;

/** A URL path with the locale prefix; the root of a prefixed locale has no trailing slash. */
export function localized(prefix: string, page: string): string {
  if (page === '/') return prefix || '/';
  return `${prefix}${page}`;
}
