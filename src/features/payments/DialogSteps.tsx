import { Trans } from '@lingui/react/macro';
import { formatDate } from '../../../domain/date-format';
import { Money } from '../../shared/balances';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { PaymentSummary } from './PaymentSummary';
import type { PaymentViewProps } from './view-props';
import '../../shared/forms/forms.css';

/**
 * The figures before the customer commits. A payment after 17:00 or on a day off says the date
 * it will be executed and that the money is held until then (PRODUCT 9). An expired quote was
 * priced again: the new figures are confirmed again, never sent in the customer's place.
 */
export function ConfirmContent({ snapshot, send }: PaymentViewProps) {
  const { quote, requoted } = snapshot.context;
  const creating = snapshot.matches('creating');
  if (snapshot.matches('requoting') || !quote) {
    return (
      <p className="movement__note" role="status">
        <Spinner size="sm" /> <Trans>The quote has expired. Pricing the payment again…</Trans>
      </p>
    );
  }
  const date = formatDate(quote.executionDate);
  return (
    <>
      {requoted && (
        <p className="movement__notice" role="status">
          <Trans>
            The quote expired and the bank priced the payment again. Check the new figures and
            confirm them.
          </Trans>
        </p>
      )}
      <PaymentSummary priced={quote} />
      {!quote.instant && (
        <p className="movement__notice">
          <Trans>
            Payments after 17:00 or on a day off are executed on the next business day: this one on{' '}
            {date}. Until then the money is held on your account.
          </Trans>
        </p>
      )}
      {quote.codeRequired && (
        <p className="movement__note">
          <Trans>We will send you a code by SMS to confirm this payment.</Trans>
        </p>
      )}
      <div className="movement__actions">
        <Button isPending={creating} onPress={() => send({ type: 'CONFIRM' })}>
          <Trans>Confirm the payment</Trans>
        </Button>
        <Button variant="secondary" isDisabled={creating} onPress={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </>
  );
}

/**
 * The one-time code bound to this payment (dynamic linking): the SMS names the total and the
 * provider, and the code confirms only this payment. Giving up cancels it; nothing moves.
 */
export function CodeContent({ snapshot, send }: PaymentViewProps) {
  const { payment, refusal, codeTriesLeft } = snapshot.context;
  const abandoning = snapshot.matches('abandoning');
  const provider = payment?.provider.name;
  const subscriber = payment?.subscriber.display;
  return (
    <>
      {payment && (
        <p className="movement__note">
          <Trans>
            The code confirms <Money amount={payment.total} currency="AZN" alwaysVisible /> to{' '}
            {provider}, {subscriber}, and nothing else.
          </Trans>
        </p>
      )}
      {refusal && codeTriesLeft == null && (
        <p className="movement__alert" role="alert">
          {refusal.message || <Trans>The code was not accepted.</Trans>}
        </p>
      )}
      <ChartOtpForm snapshot={snapshot} at="code" send={send} />
      <Button
        variant="ghost"
        isFullWidth
        isPending={abandoning}
        isDisabled={!abandoning && !snapshot.can({ type: 'CANCEL' })}
        onPress={() => send({ type: 'CANCEL' })}
      >
        <Trans>Cancel the payment</Trans>
      </Button>
    </>
  );
}
