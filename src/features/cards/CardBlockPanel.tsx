import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CardBlockEvent, cardBlockMachine } from '../../../machines/cardBlock.machine';
import { Button } from '../../shared/ui/Button/Button';

export type CardBlockSnapshot = SnapshotFrom<typeof cardBlockMachine>;

export interface CardBlockPanelProps {
  snapshot: CardBlockSnapshot;
  send: (event: CardBlockEvent) => void;
  cardName: string;
}

/** Blocking (confirmed first) and unblocking a card, drawn from the card block chart. */
export function CardBlockPanel({ snapshot, send, cardName }: CardBlockPanelProps) {
  if (snapshot.matches('confirming') || snapshot.matches('blocking')) {
    return <BlockConfirmation snapshot={snapshot} send={send} cardName={cardName} />;
  }
  // After a result, focus goes to the button that undoes it, where the customer already is.
  const settled = snapshot.matches('done') || snapshot.matches('failed');
  return (
    <div className="card-block">
      <Outcome snapshot={snapshot} />
      {snapshot.can({ type: 'BLOCK' }) && (
        <Button variant="secondary" autoFocus={settled} onPress={() => send({ type: 'BLOCK' })}>
          <Trans>Block the card</Trans>
        </Button>
      )}
      {(snapshot.can({ type: 'ACTIVATE' }) || snapshot.matches('activating')) && (
        <Button
          autoFocus={settled}
          isPending={snapshot.matches('activating')}
          onPress={() => send({ type: 'ACTIVATE' })}
        >
          <Trans>Unblock the card</Trans>
        </Button>
      )}
    </div>
  );
}

function Outcome({ snapshot }: { snapshot: CardBlockSnapshot }) {
  const { status, lastAction } = snapshot.context;
  if (snapshot.matches('done')) {
    return (
      <p className="card-block__note card-block__note--success" role="status">
        {status === 'BLOCKED' ? (
          <Trans>The card is blocked. It cannot pay until you unblock it.</Trans>
        ) : (
          <Trans>The card is active again.</Trans>
        )}
      </p>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <p className="card-block__note card-block__note--error" role="status">
        {lastAction === 'activate' ? (
          <Trans>The card could not be unblocked. Try again.</Trans>
        ) : (
          <Trans>The card could not be blocked. Try again.</Trans>
        )}
      </p>
    );
  }
  return null;
}

function BlockConfirmation({ snapshot, send, cardName }: CardBlockPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const busy = snapshot.hasTag('busy');
  return (
    <section className="card-block card-block--confirm" aria-labelledby={headingId}>
      <h3 id={headingId} className="card-block__question">
        {t`Block the card ${cardName}?`}
      </h3>
      <p className="card-block__explain">
        <Trans>
          A blocked card cannot pay and cannot be chosen for payments or transfers. Its account and
          balance stay as they are. You can unblock it at any time.
        </Trans>
      </p>
      <div className="card-block__actions">
        <Button isPending={busy} onPress={() => send({ type: 'CONFIRM' })}>
          <Trans>Yes, block it</Trans>
        </Button>
        <Button
          variant="secondary"
          autoFocus
          isDisabled={busy}
          onPress={() => send({ type: 'CANCEL' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}
