import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import type { Transfer } from '../../../machines/transferForm.machine';
import { SettledActions } from '../../shared/movement/SettledActions';
import { Button } from '../../shared/ui/Button/Button';
import { ReceiptEmail } from './ReceiptEmail';
import { StepHeading } from './StepHeading';
import { TransferSummary } from './TransferSummary';
import type { TransferViewProps } from './view-props';

/**
 * Executed or scheduled: the transfer's figures, its receipt once executed (downloaded or sent by
 * email), cancelling while it waits for its date, and doing it again.
 */
export function DoneStep({ snapshot, send, focusHeading }: TransferViewProps) {
  const { transfer } = snapshot.context;
  if (!transfer) return null;
  const { status } = transfer;
  return (
    <section className="transfer__step">
      <StepHeading focus={focusHeading}>
        {status === 'EXECUTED' ? (
          <Trans>Transfer done</Trans>
        ) : status === 'SCHEDULED' ? (
          <Trans>Transfer scheduled</Trans>
        ) : (
          <Trans>Transfer canceled</Trans>
        )}
      </StepHeading>
      <DoneStatus transfer={transfer} />
      <TransferSummary priced={transfer} />
      <SettledActions
        snapshot={snapshot}
        send={send}
        status={status}
        cancelLabel={<Trans>Cancel the transfer</Trans>}
      >
        {status === 'EXECUTED' && <ReceiptEmail key={transfer.id} transferId={transfer.id} />}
        <Button variant="secondary" onPress={() => send({ type: 'REPEAT' })}>
          <Trans>Repeat the transfer</Trans>
        </Button>
        <Button variant="ghost" onPress={() => send({ type: 'NEW' })}>
          <Trans>New transfer</Trans>
        </Button>
      </SettledActions>
    </section>
  );
}

function DoneStatus({ transfer }: { transfer: Transfer }) {
  const date = formatDate(transfer.executionDate);
  return (
    <p className="movement__success" role="status">
      {transfer.status === 'EXECUTED' ? (
        <Trans>The money has been sent.</Trans>
      ) : transfer.status === 'SCHEDULED' ? (
        <Trans>
          The transfer will be executed on {date}. Until then the money is held on your account, and
          you can cancel the transfer.
        </Trans>
      ) : (
        <Trans>The transfer was canceled and the money held for it is available again.</Trans>
      )}
    </p>
  );
}

/** Not made, or canceled by the bank: its words, and what can be done now. */
export function FailedStep({ snapshot, send, focusHeading }: TransferViewProps) {
  const { t } = useLingui();
  const { refusal, transfer } = snapshot.context;
  const fallback =
    transfer?.status === 'CANCELED'
      ? t`The transfer was canceled. No money has moved.`
      : transfer
        ? t`The bank could not execute the transfer. No money has moved.`
        : t`An error occurred`;
  return (
    <section className="transfer__step">
      <StepHeading focus={focusHeading}>
        <Trans>The transfer was not made</Trans>
      </StepHeading>
      <p className="movement__alert" role="alert">
        {refusal?.message || fallback}
      </p>
      <div className="movement__actions">
        {snapshot.can({ type: 'RETRY' }) && (
          <Button onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Change the transfer</Trans>
        </Button>
        <Button variant="ghost" onPress={() => send({ type: 'NEW' })}>
          <Trans>New transfer</Trans>
        </Button>
      </div>
    </section>
  );
}
