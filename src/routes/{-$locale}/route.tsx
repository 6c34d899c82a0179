import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { defaultLocale, isLocale, type Locale } from '../../../domain/locale';
import { activateLocale } from '../../shared/i18n';
import { cookieRedirectTarget } from '../../shared/locale-url';

/** Azerbaijani has no prefix, so `/az/...` is not a page, nor is any other prefix. */
function routeLocale(param: string | undefined): Locale {
  if (param === undefined) return defaultLocale;
  if (param === defaultLocale || !isLocale(param)) throw notFound();
  return param;
}

export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: async ({ params, location }) => {
    const remembered = cookieRedirectTarget(location.pathname, document.cookie);
    if (remembered) throw redirect({ to: '/{-$locale}', params: { locale: remembered } });
    const locale = routeLocale(params.locale);
    await activateLocale(locale);
    return { locale };
  },
});
