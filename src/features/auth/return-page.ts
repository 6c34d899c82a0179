import type { AnyRouter } from '@tanstack/react-router';
import { defaultLocale, isLocale } from '../../../domain/locale';
import { nextParam, safeReturnPath } from '../../shared/session/return-path';

/**
 * The page of the signed-in area to return to after signing in, from the sign-in page's query
 * (`?next=`): a path of this site (safeReturnPath) that the router matches to a signed-in page,
 * never a guest page, the sandbox's, or one the app does not have.
 */
export function returnPage(
  router: Pick<AnyRouter, 'getMatchedRoutes'>,
  search: unknown,
): string | null {
  const path = safeReturnPath((search as Record<string, unknown> | null)?.[nextParam]);
  if (!path) return null;
  const [, params, page] = router.getMatchedRoutes(new URL(path, 'http://app.invalid').pathname);
  // An unknown first segment matches as the optional locale, which the app answers with 404.
  const locale = params.locale;
  const known = locale === undefined || (isLocale(locale) && locale !== defaultLocale);
  return known && page?.id.startsWith('/{-$locale}/_app/') ? path : null;
}
