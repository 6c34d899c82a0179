import { Trans } from '@lingui/react/macro';
import { Money } from '../../shared/balances';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { CashParts, CashSummary } from './CashSummary';
import type { CashCodeViewProps } from './view-props';
import '../../shared/forms/forms.css';

/**
 * The figures before the customer commits: amount, commission, total, the split into codes and
 * their 24 hours. An expired quote was priced again: the new figures are confirmed again.
 */
export function ConfirmContent({ snapshot, send }: CashCodeViewProps) {
  const { quote, requoted } = snapshot.context;
  const creating = snapshot.matches('creating');
  if (snapshot.matches('requoting') || !quote) {
    return (
      <p className="movement__note" role="status">
        <Spinner size="sm" /> <Trans>The quote has expired. Pricing the withdrawal again…</Trans>
      </p>
    );
  }
  const hours = quote.codeLifetimeHours;
  return (
    <>
      {requoted && (
        <p className="movement__notice" role="status">
          <Trans>
            The quote expired and the bank priced the withdrawal again. Check the new figures and
            confirm them.
          </Trans>
        </p>
      )}
      <CashSummary priced={quote} />
      <CashParts priced={quote} />
      <p className="movement__note">
        <Trans>
          Each code comes by SMS and is active for {hours} hours. Until it is used the amount is
          held on your account; the commission is charged when you confirm.
        </Trans>
      </p>
      <div className="movement__actions">
        <Button isPending={creating} onPress={() => send({ type: 'CONFIRM' })}>
          <Trans>Confirm the withdrawal</Trans>
        </Button>
        <Button variant="secondary" isDisabled={creating} onPress={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </>
  );
}

/** The one-time code bound to this order: the SMS names the total, and the code confirms only it. */
export function CodeContent({ snapshot, send }: CashCodeViewProps) {
  const { order, refusal, codeTriesLeft } = snapshot.context;
  return (
    <>
      {order && (
        <p className="movement__note">
          <Trans>
            The code confirms a cash withdrawal of{' '}
            <Money amount={order.total} currency="AZN" alwaysVisible /> with the commission, and
            nothing else.
          </Trans>
        </p>
      )}
      {refusal && codeTriesLeft == null && (
        <p className="movement__alert" role="alert">
          {refusal.message || <Trans>The code was not accepted.</Trans>}
        </p>
      )}
      <ChartOtpForm snapshot={snapshot} at="code" send={send} />
    </>
  );
}
