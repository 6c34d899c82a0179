import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../domain/locale';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { hotlines, telHref } from './hotlines';
import type { AuthViewProps } from './view';

/** The contact-us dialog: the bank's hotline for each language, as tel: links. */
export function ContactDialog({ snapshot, send }: AuthViewProps) {
  const { t } = useLingui();
  const languages: Record<Locale, string> = {
    az: t`In Azerbaijani`,
    ru: t`In Russian`,
    en: t`In English`,
  };
  return (
    <ModalDialog
      title={t`Contact us`}
      size="sm"
      isOpen={snapshot.matches({ contact: 'open' })}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CONTACT.CLOSE' });
      }}
    >
      <p className="auth-form__note">
        <Trans>The bank's hotline answers around the clock.</Trans>
      </p>
      <ul className="auth-hotlines">
        {hotlines.map((line) => (
          <li key={line.language}>
            <span className="auth-hotlines__language">{languages[line.language]}</span>
            <HotlineLink number={line.short} />
            <HotlineLink number={line.full} />
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}

/** A hotline number as a tel: link; its name says it is the bank's line. */
function HotlineLink({ number }: { number: string }) {
  const { t } = useLingui();
  return (
    <a href={telHref(number)} aria-label={t`Bank hotline ${number}`}>
      {number}
    </a>
  );
}
