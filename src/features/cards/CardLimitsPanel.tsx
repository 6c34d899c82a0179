import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CardLimitKind, CardLimitProblem } from '../../../domain/cards/limits';
import { cardLimitKinds } from '../../../domain/cards/limits';
import {
  type CardLimitsEvent,
  type cardLimitsMachine,
  checkLimits,
} from '../../../machines/cardLimits.machine';
import { Money } from '../../shared/balances';
import { Button } from '../../shared/ui/Button/Button';
import { TextField } from '../../shared/ui/TextField/TextField';
import { CodeStep } from './CodeStep';

export type CardLimitsSnapshot = SnapshotFrom<typeof cardLimitsMachine>;

export interface CardLimitsPanelProps {
  snapshot: CardLimitsSnapshot;
  send: (event: CardLimitsEvent) => void;
}

const limitNames: Record<CardLimitKind, MessageDescriptor> = {
  cash: msg`Cash withdrawals`,
  purchases: msg`Purchases in shops`,
  online: msg`Online payments and transfers`,
};

const problemTexts: Record<CardLimitProblem, MessageDescriptor> = {
  CARD_LIMIT_REQUIRED: msg`Fill in the field`,
  CARD_LIMIT_INVALID: msg`Enter an amount, for example 1500 or 1500.50`,
  CARD_LIMIT_NEGATIVE: msg`A limit cannot be negative`,
  CARD_LIMIT_OVER_MAX: msg`At most the bank's maximum`,
};

/** The card's daily limits: what they are and what today used, changed with an SMS code. */
export function CardLimitsPanel({ snapshot, send }: CardLimitsPanelProps) {
  const headingId = useId();
  return (
    <section className="card-controls__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-controls__heading">
        <Trans>Daily limits</Trans>
      </h3>
      {snapshot.hasTag('otp') ? (
        <CodeStep
          snapshot={snapshot}
          send={send}
          note={<Trans>The new limits apply as soon as you confirm them with the code.</Trans>}
        />
      ) : snapshot.matches('viewing') ||
        snapshot.matches('saved') ||
        snapshot.matches('refused') ? (
        <LimitsSummary snapshot={snapshot} send={send} />
      ) : (
        <LimitsForm snapshot={snapshot} send={send} />
      )}
    </section>
  );
}

function LimitsSummary({ snapshot, send }: CardLimitsPanelProps) {
  const { t } = useLingui();
  const { controls, refusal } = snapshot.context;
  const settled = snapshot.matches('saved') || snapshot.matches('refused');
  return (
    <>
      {snapshot.matches('saved') && (
        <p className="card-block__note card-block__note--success" role="status">
          <Trans>The new limits are set and apply from now on.</Trans>
        </p>
      )}
      {snapshot.matches('refused') && (
        <p className="card-block__note card-block__note--error" role="alert">
          {refusal || t`The limits could not be changed. Try again.`}
        </p>
      )}
      <dl className="card-limits">
        {cardLimitKinds.map((kind) => (
          <div key={kind} className="card-limits__row">
            <dt>{t(limitNames[kind])}</dt>
            <dd>
              <span className="card-limits__daily">
                <Trans>
                  <Money amount={controls[kind].daily} currency={controls.currency} alwaysVisible />{' '}
                  a day
                </Trans>
              </span>
              <span className="card-limits__used">
                <Trans>
                  used today{' '}
                  <Money
                    amount={controls[kind].usedToday}
                    currency={controls.currency}
                    alwaysVisible
                  />
                </Trans>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" autoFocus={settled} onPress={() => send({ type: 'EDIT' })}>
        <Trans>Change the limits</Trans>
      </Button>
    </>
  );
}

function LimitsForm({ snapshot, send }: CardLimitsPanelProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const problems = snapshot.matches('invalid') ? checkLimits(context).problems : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="card-limits__form" onSubmit={submit} noValidate>
      {context.refusal && (
        <p className="card-block__note card-block__note--error" role="alert">
          {context.refusal}
        </p>
      )}
      {cardLimitKinds.map((kind, index) => {
        const { max } = context.controls[kind];
        const problem = problems[kind];
        return (
          <TextField
            key={kind}
            label={t(limitNames[kind])}
            name={`limit-${kind}`}
            inputMode="decimal"
            autoFocus={index === 0}
            value={context.drafts[kind]}
            onChange={(value) => send({ type: 'LIMIT.CHANGE', limit: kind, value })}
            isReadOnly={busy}
            description={
              <Trans>
                A day, at most{' '}
                <Money amount={max} currency={context.controls.currency} alwaysVisible />
              </Trans>
            }
            isInvalid={problem !== undefined}
            errorMessage={problem ? t(problemTexts[problem]) : undefined}
          />
        );
      })}
      <div className="card-block__actions">
        <Button type="submit" isPending={busy}>
          <Trans>Get a code</Trans>
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'CANCEL' })}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
