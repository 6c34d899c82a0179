import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../domain/date-format';
import { localeParam } from '../../../domain/locale';
import type { Payment } from '../../../machines/paymentForm.machine';
import { useCurrentLocale } from '../../shared/current-locale';
import { SettledActions } from '../../shared/movement/SettledActions';
import { Button } from '../../shared/ui/Button/Button';
import { PaymentSummary } from './PaymentSummary';
import type { PaymentViewProps } from './view-props';

function DoneStatus({ payment }: { payment: Payment }) {
  const date = formatDate(payment.executionDate);
  return (
    <p className="movement__success" role="status">
      {payment.status === 'EXECUTED' ? (
        <Trans>The provider has been paid.</Trans>
      ) : payment.status === 'SCHEDULED' ? (
        <Trans>
          The payment will be executed on {date}. Until then the money is held on your account, and
          you can cancel the payment.
        </Trans>
      ) : (
        <Trans>The payment was canceled and the money held for it is available again.</Trans>
      )}
    </p>
  );
}

/**
 * Executed or scheduled: the figures, the receipt once executed, cancelling while it waits for
 * its date, and saving it as a template (the editor fills itself from the payment).
 */
export function DoneContent({ snapshot, send }: PaymentViewProps) {
  const locale = useCurrentLocale();
  const { payment } = snapshot.context;
  if (!payment) return null;
  const { status } = payment;
  return (
    <>
      <DoneStatus payment={payment} />
      <PaymentSummary priced={payment} />
      <SettledActions
        snapshot={snapshot}
        send={send}
        status={status}
        cancelLabel={<Trans>Cancel the payment</Trans>}
      >
        {status !== 'CANCELED' && (
          <Link
            to="/{-$locale}/templates/new"
            params={{ locale: localeParam(locale) }}
            search={{ payment: payment.id }}
            className="ui-button ui-button--secondary"
          >
            <Trans>Save as template</Trans>
          </Link>
        )}
        <Button variant="ghost" onPress={() => send({ type: 'CLOSE' })}>
          <Trans>New payment</Trans>
        </Button>
      </SettledActions>
    </>
  );
}

/** Not made, or canceled: the bank's words, and what can be done now. */
export function FailedContent({ snapshot, send }: PaymentViewProps) {
  const { t } = useLingui();
  const { refusal, payment, provider } = snapshot.context;
  const name = provider.name;
  const fallback =
    payment?.status === 'CANCELED'
      ? t`The payment was canceled. No money has moved.`
      : payment
        ? t`The bank could not execute the payment. No money has moved.`
        : t`An error occurred`;
  const text = refusal?.unavailable
    ? t`${name} does not answer now. Nothing was charged; try again later.`
    : refusal?.message || fallback;
  return (
    <>
      <p className="movement__alert" role="alert">
        {text}
      </p>
      <div className="movement__actions">
        {snapshot.can({ type: 'RETRY' }) && (
          <Button onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Change the payment</Trans>
        </Button>
      </div>
    </>
  );
}
