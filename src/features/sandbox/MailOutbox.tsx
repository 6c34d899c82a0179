import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Spinner, TextField } from '../../shared/ui';
import { MailTable } from './MailTable';
import { useMailOutbox } from './mail-outbox';

/** The sandbox mail outbox: the receipts the bank would email, beside the SMS outbox. */
export function MailOutbox() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const outbox = useMailOutbox(email);

  return (
    <section className="sandbox__section" aria-labelledby="sandbox-mail-title">
      <h2 id="sandbox-mail-title">
        <Trans>Mail outbox</Trans>
      </h2>
      <TextField
        label={t`Email address`}
        description={t`The whole address; until then every email is shown`}
        value={email}
        onChange={setEmail}
        type="email"
        inputMode="email"
      />
      <div aria-live="polite" className="sandbox__result">
        {outbox.isPending ? (
          <Spinner />
        ) : outbox.isError ? (
          <p role="alert">
            <Trans>The mail outbox could not be loaded. It will be tried again.</Trans>
          </p>
        ) : outbox.data.length === 0 ? (
          <p>
            <Trans>No emails yet.</Trans>
          </p>
        ) : (
          <MailTable messages={outbox.data} />
        )}
      </div>
    </section>
  );
}
