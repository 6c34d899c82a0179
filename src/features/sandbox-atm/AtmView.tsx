import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../../domain/date-format';
import { formatMoney } from '../../../domain/money';
import {
  atmProblems,
  type SandboxAtmEvent,
  type sandboxAtmMachine,
} from '../../../machines/sandboxAtm.machine';
import { Button } from '../../shared/ui/Button/Button';
import { TextField } from '../../shared/ui/TextField/TextField';
import './atm.css';

export interface AtmViewProps {
  snapshot: SnapshotFrom<typeof sandboxAtmMachine>;
  send: (event: SandboxAtmEvent) => void;
}

/** The sandbox ATM: the phone and the code, then the cash dispensed or why not. */
export function AtmView(props: AtmViewProps) {
  return (
    <section className="atm" aria-labelledby="atm-title">
      <h1 id="atm-title">
        <Trans>Sandbox ATM</Trans>
      </h1>
      <p className="atm__note" role="note">
        <Trans>
          This page exists only in sandbox mode. It plays an ATM: enter the phone number and a
          withdrawal code from the SMS outbox to take the cash.
        </Trans>
      </p>
      <AtmBody {...props} />
    </section>
  );
}

function AtmBody({ snapshot, send }: AtmViewProps) {
  const { withdrawal, refusal } = snapshot.context;
  const again = (
    <Button onPress={() => send({ type: 'AGAIN' })}>
      <Trans>Another withdrawal</Trans>
    </Button>
  );
  if (snapshot.matches('dispensed') && withdrawal) {
    const amount = formatMoney(Math.round(withdrawal.amount * 100), withdrawal.currency);
    const at = formatDateTime(withdrawal.dispensedAt);
    return (
      <>
        <p className="atm__dispensed" role="status">
          <Trans>
            Take your cash: {amount}. Dispensed at {at}.
          </Trans>
        </p>
        {again}
      </>
    );
  }
  if (snapshot.matches('refused') || snapshot.matches('locked')) {
    return (
      <>
        <AtmRefusal locked={snapshot.matches('locked')} refusal={refusal} />
        {again}
      </>
    );
  }
  return <AtmForm snapshot={snapshot} send={send} />;
}

function AtmRefusal({
  locked,
  refusal,
}: {
  locked: boolean;
  refusal: AtmViewProps['snapshot']['context']['refusal'];
}) {
  const left = refusal?.attemptsLeft ?? null;
  return (
    <div className="atm__problem" role="alert">
      <p>{refusal?.message || <Trans>The ATM could not reach the bank.</Trans>}</p>
      {locked ? (
        <p>
          <Trans>This phone number is locked at ATMs for 15 minutes after 5 wrong codes.</Trans>
        </p>
      ) : (
        left !== null && (
          <p>
            <Trans>Tries left before the number is locked: {left}</Trans>
          </p>
        )
      )}
    </div>
  );
}

function AtmForm({ snapshot, send }: AtmViewProps) {
  const { t } = useLingui();
  const { phone, code, showProblems } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const problems = atmProblems({ phone, code });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="atm__form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t`Phone number`}
        name="phone"
        inputMode="tel"
        autoComplete="off"
        placeholder="+994"
        value={phone}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'PHONE.CHANGE', value })}
        description={t`9 digits after +994, as in the SMS`}
        isInvalid={showProblems && problems.phone}
        validationBehavior="aria"
        errorMessage={t`Enter a mobile number of 9 digits`}
      />
      <TextField
        label={t`Withdrawal code`}
        name="code"
        inputMode="numeric"
        autoComplete="off"
        value={code}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'CODE.CHANGE', value })}
        isInvalid={showProblems && problems.code}
        validationBehavior="aria"
        errorMessage={t`Enter the 8 digits of the code`}
      />
      <Button type="submit" isPending={busy}>
        <Trans>Withdraw cash</Trans>
      </Button>
    </form>
  );
}
