import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import type {
  ConsentAuthorizationEvent,
  ConsentDetails,
  consentAuthorizationMachine,
} from '../../../machines/consentAuthorization.machine';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { TickBox } from '../../shared/ui/TickBox/TickBox';
import { ConsentTerms } from './ConsentSummary';
import { useStatusWords, useTypeWords } from './words';
import '../../shared/products/products.css';
import '../../shared/movement/movement.css';
import './consents.css';

export interface AuthorizeViewProps {
  snapshot: SnapshotFrom<typeof consentAuthorizationMachine>;
  send: (event: ConsentAuthorizationEvent) => void;
}

/** /consents/{id}/authorize: who asks for what, the accounts to grant, the code or a rejection. */
export function AuthorizeView({ snapshot, send }: AuthorizeViewProps) {
  return (
    <section className="products-page consents" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">
          <Trans>Access to your accounts</Trans>
        </h1>
      </header>
      <AuthorizeBody snapshot={snapshot} send={send} />
    </section>
  );
}

function AuthorizeBody({ snapshot, send }: AuthorizeViewProps) {
  const { t } = useLingui();
  const statuses = useStatusWords();
  const { consent, refusal } = snapshot.context;
  if (snapshot.matches('loading')) {
    return <Spinner size="lg" aria-label={t`Loading the request`} />;
  }
  if (snapshot.matches('failed') || !consent) {
    return (
      <div className="query-status query-status--error" role="alert">
        <p>{refusal || <Trans>The request could not be loaded.</Trans>}</p>
        <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const name = consent.institution.name;
  if (snapshot.matches('answeredBefore')) {
    const status = statuses[consent.status];
    return (
      <p className="movement__notice" role="status">
        <Trans>
          This request of {name} is no longer awaiting your answer. Its status: {status}.
        </Trans>
      </p>
    );
  }
  if (snapshot.matches('leaving')) {
    return (
      <p className="movement__notice" role="status">
        <Trans>Returning you to {name}…</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="consents__asks">
        <Trans>
          <strong>{name}</strong> asks for access to your accounts.
        </Trans>
      </p>
      <ConsentTerms consent={consent} />
      {snapshot.hasTag('otp') ? (
        <CodeStep snapshot={snapshot} send={send} />
      ) : (
        <ChoiceStep consent={consent} snapshot={snapshot} send={send} />
      )}
    </>
  );
}

function ChoiceStep({ consent, snapshot, send }: AuthorizeViewProps & { consent: ConsentDetails }) {
  const { t } = useLingui();
  const types = useTypeWords();
  const { chosen, refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <>
      <CheckboxGroup
        className="consents__choices"
        value={chosen}
        isDisabled={busy}
        onChange={(next) => {
          const changed = consent.grantable.find(
            (account) => next.includes(account.id) !== chosen.includes(account.id),
          );
          if (changed) send({ type: 'TOGGLE', accountId: changed.id });
        }}
      >
        <Label className="consents__label">
          <Trans>Which accounts and cards may it see? Choose at least one.</Trans>
        </Label>
        {consent.grantable.map((account) => (
          <Checkbox key={account.id} value={account.id} className="consents__choice">
            <TickBox />
            <span className="consents__choice-text">
              <span className="consents__choice-name">{account.name}</span>
              <span className="consents__muted">
                {types[account.type]} · {account.number}
              </span>
            </span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {refusal !== null && (
        <p className="movement__alert" role="alert">
          {refusal || t`An error occurred`}
        </p>
      )}
      <div className="movement__actions">
        <Button
          isDisabled={!snapshot.can({ type: 'AUTHORIZE' })}
          isPending={snapshot.matches('requesting')}
          onPress={() => send({ type: 'AUTHORIZE' })}
        >
          <Trans>Allow with an SMS code</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          isPending={snapshot.matches('rejecting')}
          onPress={() => send({ type: 'REJECT' })}
        >
          <Trans>Reject</Trans>
        </Button>
      </div>
    </>
  );
}

function CodeStep({ snapshot, send }: AuthorizeViewProps) {
  const count = snapshot.context.chosen.length;
  return (
    <section className="consents__code" aria-labelledby="consent-code-title">
      <h2 id="consent-code-title">
        <Trans>Confirm with the code</Trans>
      </h2>
      <p className="consents__muted">
        <Trans>The code allows access to the {count} accounts and cards you chose.</Trans>
      </p>
      <ChartOtpForm snapshot={snapshot} at="code" send={send} />
      <div>
        <Button
          variant="secondary"
          isDisabled={!snapshot.can({ type: 'BACK' })}
          onPress={() => send({ type: 'BACK' })}
        >
          <Trans>Change the accounts</Trans>
        </Button>
      </div>
    </section>
  );
}
