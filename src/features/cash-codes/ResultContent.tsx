import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shared/ui/Button/Button';
import { CashParts, CashSummary } from './CashSummary';
import type { CashCodeViewProps } from './view-props';

/** Issued: the codes with their amounts and expiry; the codes themselves came by SMS. */
export function DoneContent({ snapshot, send }: CashCodeViewProps) {
  const { order } = snapshot.context;
  if (!order) return null;
  return (
    <>
      <p className="movement__success" role="status">
        <Trans>
          The withdrawal codes have been sent to your phone by SMS. Enter your phone number and a
          code at an ATM to take the cash. The amounts are held on your account until then.
        </Trans>
      </p>
      <CashSummary priced={order} />
      <CashParts priced={order} />
      <div className="movement__actions">
        <Button onPress={() => send({ type: 'CLOSE' })}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </>
  );
}

/**
 * Not made (PRODUCT 8's 'Unsuccessful operation' in the customer's language, as the bank sends
 * it), or canceled with its code: nothing is held, and what the customer can do now.
 */
export function FailedContent({ snapshot, send }: CashCodeViewProps) {
  const { t } = useLingui();
  const { refusal, order } = snapshot.context;
  const text = refusal?.message || t`Unsuccessful operation`;
  return (
    <>
      <div className="movement__alert" role="alert">
        <p>{text}</p>
        <p>
          {order?.status === 'CANCELED' ? (
            <Trans>The order was canceled with its code. Nothing is held or charged.</Trans>
          ) : (
            <Trans>
              Nothing is held or charged. Check the amount and the available balance and try again;
              if it fails again, call the bank.
            </Trans>
          )}
        </p>
      </div>
      <div className="movement__actions">
        {snapshot.can({ type: 'RETRY' }) && (
          <Button onPress={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Change the withdrawal</Trans>
        </Button>
      </div>
    </>
  );
}
