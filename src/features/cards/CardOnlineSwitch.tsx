import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  CardOnlineEvent,
  cardOnlinePaymentsMachine,
} from '../../../machines/cardOnlinePayments.machine';
import { Switch } from '../../shared/ui/Switch/Switch';

export interface CardOnlineSwitchProps {
  snapshot: SnapshotFrom<typeof cardOnlinePaymentsMachine>;
  send: (event: CardOnlineEvent) => void;
}

/** Online (card-not-present) payments on or off, at once and without a code. */
export function CardOnlineSwitch({ snapshot, send }: CardOnlineSwitchProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { asked, enabled, refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <section className="card-controls__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-controls__heading">
        <Trans>Online payments</Trans>
      </h3>
      <Switch isSelected={asked} isDisabled={busy} onChange={() => send({ type: 'TOGGLE' })}>
        <Trans>Payments on the internet, transfers and payments from this card</Trans>
      </Switch>
      <p className="card-controls__note" role="status">
        {busy
          ? t`Saving…`
          : enabled
            ? t`On: the card pays online within its online limit.`
            : t`Off: the card pays nothing online, transfers and payments from it are refused.`}
      </p>
      {snapshot.matches('failed') && (
        <p className="card-block__note card-block__note--error" role="alert">
          {refusal || t`The switch could not be changed. Try again.`}
        </p>
      )}
    </section>
  );
}
