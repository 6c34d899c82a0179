import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type Locale, localeParam } from '../../../domain/locale';
import { bankName } from './brand';

/** The bank's name, leading to the root of the current language. */
export function HomeLink({ locale }: { locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <Link to="/{-$locale}" params={{ locale: localeParam(locale) }} className="brand">
      {i18n._(bankName)}
    </Link>
  );
}
