import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  CardRequisites,
  CardRequisitesEvent,
  cardRequisitesMachine,
} from '../../../machines/cardRequisites.machine';
import { Button } from '../../shared/ui/Button/Button';
import { CodeStep } from './CodeStep';

export interface CardRequisitesPanelProps {
  snapshot: SnapshotFrom<typeof cardRequisitesMachine>;
  send: (event: CardRequisitesEvent) => void;
}

/** "4622 1312 3456 4821": the number in groups of four, as printed. */
const grouped = (cardNumber: string) => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card's full number and expiry, shown after an SMS code for a minute, then forgotten. */
export function CardRequisitesPanel({ snapshot, send }: CardRequisitesPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { requisites, refusal } = snapshot.context;
  return (
    <section className="card-controls__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-controls__heading">
        <Trans>Card details</Trans>
      </h3>
      {snapshot.hasTag('otp') ? (
        <CodeStep
          snapshot={snapshot}
          send={send}
          note={<Trans>The full number and expiry show for 60 seconds after the code.</Trans>}
        />
      ) : snapshot.matches('revealed') && requisites ? (
        <Revealed requisites={requisites} onHide={() => send({ type: 'HIDE' })} />
      ) : (
        <>
          {refusal && (
            <p className="card-block__note card-block__note--error" role="alert">
              {refusal}
            </p>
          )}
          <p className="card-controls__note">
            <Trans>
              The full card number and expiry are shown only after a code by SMS, for 60 seconds.
            </Trans>
          </p>
          <Button
            variant="secondary"
            isPending={snapshot.matches('requesting')}
            onPress={() => send({ type: 'SHOW' })}
          >
            {t`Show the card details`}
          </Button>
        </>
      )}
    </section>
  );
}

function Revealed({ requisites, onHide }: { requisites: CardRequisites; onHide: () => void }) {
  const { t } = useLingui();
  return (
    <div className="card-requisites">
      <dl className="card-requisites__facts">
        <div>
          <dt>{t`Card number`}</dt>
          <dd className="card-requisites__number">{grouped(requisites.cardNumber)}</dd>
        </div>
        <div>
          <dt>{t`Valid through`}</dt>
          <dd>{requisites.expiry}</dd>
        </div>
        <div>
          <dt>{t`Cardholder`}</dt>
          <dd>{requisites.holderName}</dd>
        </div>
      </dl>
      <Countdown seconds={requisites.visibleSeconds} />
      <Button variant="secondary" autoFocus onPress={onHide}>
        <Trans>Hide</Trans>
      </Button>
    </div>
  );
}

/** The seconds left on screen; the chart's own timer hides the details. */
function Countdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <p className="card-controls__note" role="timer" aria-live="off">
      <Trans>Hidden again in {left} s</Trans>
    </p>
  );
}
