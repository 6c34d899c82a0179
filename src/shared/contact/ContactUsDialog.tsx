import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { ModalDialog } from '../ui/ModalDialog/ModalDialog';
import { Spinner } from '../ui/Spinner/Spinner';
import { type Hotline, loadHotlines, telHref } from './hotlines';
import '../forms/forms.css';

type Hotlines = readonly Hotline[] | 'loading' | 'failed';

/** The bank's hotlines, read when the dialog opens. */
function useHotlines(): Hotlines {
  const [hotlines, setHotlines] = useState<Hotlines>('loading');
  useEffect(() => {
    let shown = true;
    loadHotlines().then(
      (lines) => shown && setHotlines(lines),
      () => shown && setHotlines('failed'),
    );
    return () => {
      shown = false;
    };
  }, []);
  return hotlines;
}

/**
 * SPEC 2.2's contact-us dialog: the bank's hotline for each language, as tel: links. The sign-in
 * page opens it from its chart (loaded lazily, its texts in the `later` catalog part), /settings
 * from a button; both catalogs carry these texts.
 */
export function ContactUsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={t`Contact us`}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p className="auth-form__note">
        <Trans>The bank's hotline answers around the clock.</Trans>
      </p>
      <Lines />
    </ModalDialog>
  );
}

/** Mounted with the open dialog, so the lines are read when it opens. */
function Lines() {
  return <HotlineList hotlines={useHotlines()} />;
}

/** The lines once read; a spinner before, and a notice when they could not be read. */
export function HotlineList({ hotlines }: { hotlines: Hotlines }) {
  const { t } = useLingui();
  const languages: Record<Locale, string> = {
    az: t`In Azerbaijani`,
    ru: t`In Russian`,
    en: t`In English`,
  };
  if (hotlines === 'loading') return <Spinner />;
  if (hotlines === 'failed') {
    return (
      <p role="alert">
        <Trans>An error occurred. Try again a bit later.</Trans>
      </p>
    );
  }
  return (
    <ul className="auth-hotlines">
      {hotlines.map((line) => (
        <li key={line.language}>
          <span className="auth-hotlines__language">{languages[line.language]}</span>
          <HotlineLink number={line.short} />
          <HotlineLink number={line.full} />
        </li>
      ))}
    </ul>
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
