import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Locale, localeParam } from '../../../domain/locale';
import { Spinner, TextField } from '../../shared/ui';
import { MailOutbox } from './MailOutbox';
import { SmsTable } from './SmsTable';
import { smsPollMs, useSmsOutbox } from './sms-outbox';
import './sandbox.css';

/**
 * The sandbox SMS outbox, where a person trying the bank reads their one-time codes, and below
 * it the mail outbox with the receipts the bank would email.
 */
export function SandboxPage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const outbox = useSmsOutbox(phone);
  const seconds = smsPollMs / 1000;

  return (
    <section className="sandbox" aria-labelledby="sandbox-title">
      <h1 id="sandbox-title">
        <Trans>SMS outbox</Trans>
      </h1>
      <p className="sandbox__note" role="note">
        <Trans>
          This page exists only in sandbox mode. It shows the SMS messages the bank would send, so
          you can read one-time codes. It refreshes every {seconds} seconds.
        </Trans>{' '}
        <Link to="/{-$locale}/sandbox-operator" params={{ locale: localeParam(locale) }}>
          <Trans>Operator console</Trans>
        </Link>
      </p>
      <TextField
        label={t`Phone number`}
        description={t`Digits, with or without 994`}
        value={phone}
        onChange={setPhone}
        inputMode="tel"
      />
      <div aria-live="polite" className="sandbox__result">
        {outbox.isPending ? (
          <Spinner />
        ) : outbox.isError ? (
          <p role="alert">
            <Trans>The outbox could not be loaded. It will be tried again.</Trans>
          </p>
        ) : outbox.data.length === 0 ? (
          <p>
            <Trans>No messages yet.</Trans>
          </p>
        ) : (
          <SmsTable messages={outbox.data} />
        )}
      </div>
      <MailOutbox />
    </section>
  );
}
