import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/Button/Button';
import { usePaymentFieldMessages } from './field-messages';
import { AmountField, ProviderFields, SourceChoice, SubscriberAnswer } from './PaymentFields';
import type { PaymentViewProps } from './view-props';

/** The provider's fields, the source and the amount (PRODUCT 2.3), sent to be priced by Pay. */
export function PaymentFormStep({ snapshot, send }: PaymentViewProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const { refusal, provider } = context;
  const name = provider.name;
  const busy = snapshot.matches('quoting');
  const messages = usePaymentFieldMessages(context);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const fields = { snapshot, messages, isDisabled: busy, send };
  return (
    <form className="payments__form" onSubmit={submit} noValidate aria-busy={busy}>
      <ProviderFields {...fields} />
      {provider.debtLookup && <SubscriberAnswer {...fields} />}
      <SourceChoice {...fields} />
      <AmountField {...fields} />
      {refusal && !refusal.field && (
        <p className="movement__alert" role="alert">
          {refusal.unavailable
            ? t`${name} does not answer now. Nothing was charged; try again later.`
            : refusal.message || t`An error occurred`}
        </p>
      )}
      <Button type="submit" isFullWidth isPending={busy}>
        <Trans>Pay</Trans>
      </Button>
    </form>
  );
}
