import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { SnapshotFrom } from 'xstate';
import type {
  SandboxTppEvent,
  SandboxTppRead,
  sandboxTppMachine,
  TppRight,
} from '../../../machines/sandboxTpp.machine';
import { Button } from '../../shared/ui/Button/Button';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup/ChoiceGroup';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { TextField } from '../../shared/ui/TextField/TextField';
import { TickBox } from '../../shared/ui/TickBox/TickBox';
import { TppData } from './TppData';
import './tpp.css';

export interface TppViewProps {
  snapshot: SnapshotFrom<typeof sandboxTppMachine>;
  send: (event: SandboxTppEvent) => void;
}

/** The sandbox third party: request a consent, or read what the consent it got allows. */
export function TppView(props: TppViewProps) {
  return (
    <section className="tpp" aria-labelledby="tpp-title">
      <h1 id="tpp-title">
        <Trans>Sandbox third party</Trans>
      </h1>
      <p className="tpp__note" role="note">
        <Trans>
          This page exists only in sandbox mode. It plays an app that asks for access to a
          customer's accounts through the bank's PSD2 API, then reads what the consent allows.
        </Trans>
      </p>
      <TppBody {...props} />
    </section>
  );
}

function TppBody({ snapshot, send }: TppViewProps) {
  const { t } = useLingui();
  if (snapshot.matches('loading')) return <Spinner size="lg" aria-label={t`Loading`} />;
  if (snapshot.matches('failed')) {
    return (
      <div className="tpp__problem" role="alert">
        <p>{snapshot.context.refusal || <Trans>The bank did not answer.</Trans>}</p>
        <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (snapshot.matches('redirecting')) {
    return (
      <p role="status">
        <Trans>Opening the bank…</Trans>
      </p>
    );
  }
  if (snapshot.matches('reading') || snapshot.matches('shown')) {
    return <TppReading snapshot={snapshot} send={send} />;
  }
  return <TppRequest snapshot={snapshot} send={send} />;
}

function TppRequest({ snapshot, send }: TppViewProps) {
  const { t } = useLingui();
  const { tpps, tppId, access, validUntil, frequencyPerDay, refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const rights: Record<TppRight, string> = {
    accounts: t`Accounts`,
    balances: t`Balances`,
    transactions: t`Transactions`,
  };
  const ticked = (Object.keys(rights) as TppRight[]).filter((right) => access[right]);
  return (
    <form
      className="tpp__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'REQUEST' });
      }}
    >
      <ChoiceGroup
        label={t`Third party`}
        block="tpp"
        value={tppId ?? ''}
        isDisabled={busy}
        onChange={(value) => send({ type: 'TPP', tppId: value })}
        choices={tpps.map((tpp) => ({ value: tpp.id, label: tpp.name, hint: tpp.description }))}
      />
      <CheckboxGroup
        className="tpp__rights"
        value={ticked}
        isDisabled={busy}
        onChange={(next) => {
          const changed = (Object.keys(rights) as TppRight[]).find(
            (right) => next.includes(right) !== access[right],
          );
          if (changed) send({ type: 'RIGHT', right: changed });
        }}
      >
        <Label className="tpp__label">
          <Trans>Rights asked for</Trans>
        </Label>
        {(Object.keys(rights) as TppRight[]).map((right) => (
          <Checkbox key={right} value={right} className="tpp__right">
            <TickBox />
            {rights[right]}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className="tpp__fields">
        <TextField
          label={t`Valid until (YYYY-MM-DD)`}
          value={validUntil}
          isDisabled={busy}
          onChange={(value) => send({ type: 'UNTIL', value })}
        />
        <TextField
          label={t`Reads a day without the customer (1–4)`}
          inputMode="numeric"
          value={String(frequencyPerDay)}
          isDisabled={busy}
          onChange={(value) => send({ type: 'FREQUENCY', value: Number(value) })}
        />
      </div>
      {refusal !== null && (
        <p className="tpp__problem" role="alert">
          {refusal || t`The bank refused the request.`}
        </p>
      )}
      <div>
        <Button
          type="submit"
          isDisabled={!snapshot.can({ type: 'REQUEST' })}
          isPending={snapshot.matches('requesting')}
        >
          <Trans>Ask the customer for consent</Trans>
        </Button>
      </div>
    </form>
  );
}

function TppReading({ snapshot, send }: TppViewProps) {
  const { tpps, tppId, consentId, read, refusal } = snapshot.context;
  const name = tpps.find((tpp) => tpp.id === tppId)?.name ?? '';
  const busy = snapshot.hasTag('busy');
  return (
    <div className="tpp__reading">
      <p>
        <Trans>
          <strong>{name}</strong> holds the consent {consentId}.
        </Trans>
      </p>
      {busy ? (
        <Spinner size="lg" aria-label={name} />
      ) : (
        <ReadResult read={read} refusal={refusal} />
      )}
      <div className="tpp__actions">
        <Button isDisabled={busy} onPress={() => send({ type: 'READ', attended: true })}>
          <Trans>Read again, with the customer present</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => send({ type: 'READ', attended: false })}
        >
          <Trans>Read again, unattended</Trans>
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'NEW' })}>
          <Trans>Ask for a new consent</Trans>
        </Button>
      </div>
    </div>
  );
}

function ReadResult({ read, refusal }: { read: SandboxTppRead | null; refusal: string | null }) {
  if (!read) {
    return (
      <p className="tpp__problem" role="alert">
        {refusal || <Trans>The bank did not answer.</Trans>}
      </p>
    );
  }
  return <TppData read={read} />;
}
