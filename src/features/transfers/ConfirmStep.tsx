import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { StepHeading } from './StepHeading';
import { TransferSummary } from './TransferSummary';
import type { TransferViewProps } from './view-props';

/**
 * The figures before the customer commits. An expired quote was priced again: the new figures
 * are shown with a notice and confirmed again, never sent in the customer's place.
 */
export function ConfirmStep({ snapshot, send, focusHeading }: TransferViewProps) {
  const { quote, requoted } = snapshot.context;
  const creating = snapshot.matches('creating');
  const requoting = snapshot.matches('requoting');
  return (
    <section className="transfer__step" aria-busy={creating || requoting}>
      <StepHeading focus={focusHeading}>
        <Trans>Check and confirm</Trans>
      </StepHeading>
      {requoting || !quote ? (
        <p className="movement__note" role="status">
          <Spinner size="sm" /> <Trans>The quote has expired. Pricing the transfer again…</Trans>
        </p>
      ) : (
        <>
          {requoted && (
            <p className="movement__notice" role="status">
              <Trans>
                The quote expired and the bank priced the transfer again. Check the new figures and
                confirm them.
              </Trans>
            </p>
          )}
          <TransferSummary priced={quote} />
          {!quote.instant && (
            <p className="movement__note">
              <Trans>
                Transfers to other banks after 17:00 or on a day off are executed on the next
                business day. Until then the money is held on your account.
              </Trans>
            </p>
          )}
          {quote.codeRequired && (
            <p className="movement__note">
              <Trans>We will send you a code by SMS to confirm this transfer.</Trans>
            </p>
          )}
          <div className="movement__actions">
            <Button isPending={creating} onPress={() => send({ type: 'CONFIRM' })}>
              <Trans>Confirm the transfer</Trans>
            </Button>
            <Button
              variant="secondary"
              isDisabled={creating}
              onPress={() => send({ type: 'BACK' })}
            >
              <Trans>Back</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
