import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { api, unwrap } from '../../../shared/api';
import { Button } from '../../../shared/ui/Button/Button';
import { TickBox } from '../../../shared/ui/TickBox/TickBox';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import './insurance.css';

/** The confirmation call of the request's product: accounts and deposits have their own paths. */
function confirmRead(order: StepProps['order']) {
  const params = { path: { id: order.id } };
  const body = { read: true } as const;
  return unwrap(
    order.productType === 'DEPOSIT'
      ? api.POST('/deposit-application/v1/applications/{id}/deposit-insurance', { params, body })
      : api.POST('/account-application/v1/applications/{id}/deposit-insurance', { params, body }),
  );
}

/**
 * Step 3 of an account or a deposit (PRODUCT 2.3): how Azerbaijan's deposit insurance scheme
 * covers the money, which the customer confirms reading; the bank records the confirmation and
 * prepares the documents only after it.
 */
export default function DepositInsuranceStep({ order, onChanged }: StepProps) {
  const { t } = useLingui();
  const confirmation = useMutation({ mutationFn: () => confirmRead(order), onSuccess: onChanged });
  const failure = confirmation.error;

  useEffect(() => {
    // PRODUCT 8: the bank's message, or 'Xəta baş verdi'.
    if (failure) toast.show({ tone: 'error', title: failure.message || t`An error occurred` });
  }, [failure, t]);

  return (
    <DepositInsuranceForm
      isSubmitting={confirmation.isPending}
      onConfirm={() => confirmation.mutate()}
    />
  );
}

export interface DepositInsuranceFormProps {
  isSubmitting: boolean;
  onConfirm: () => void;
  /** Ticked already (stories start from it). */
  initiallyRead?: boolean;
}

/** The notice and the tick that the customer read it; continuing needs the tick. */
export function DepositInsuranceForm({
  isSubmitting: busy,
  onConfirm,
  initiallyRead = false,
}: DepositInsuranceFormProps) {
  const [read, setRead] = useState(initiallyRead);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (read) onConfirm();
  };
  return (
    <form className="insurance deposit-insurance" onSubmit={submit} aria-busy={busy} noValidate>
      <h2 className="insurance__title">
        <Trans>Your money is protected by deposit insurance</Trans>
      </h2>
      <p>
        <Trans>
          Deposits of individuals at banks of Azerbaijan, current accounts included, are insured by
          the Deposit Insurance Fund (Əmanətlərin Sığortalanması Fondu) under the Law “On insurance
          of deposits”. The bank pays for this cover; you pay nothing.
        </Trans>
      </p>
      <p>
        <Trans>
          If an insured event occurs, such as the revocation of the bank’s licence, the Fund pays
          compensation for your deposits in manat and in foreign currency, with the interest
          accrued, up to the maximum set by law for all your deposits at one bank.
        </Trans>
      </p>
      <p className="insurance__coverage">
        <Trans>
          Deposits at an interest rate above the maximum the Fund sets for protected deposits are
          not covered. The Fund publishes the current maximum compensation and rates.
        </Trans>
      </p>
      <Checkbox
        className="deposit-insurance__read"
        isSelected={read}
        isDisabled={busy}
        onChange={setRead}
      >
        <TickBox />
        <Trans>I have read the information on deposit insurance</Trans>
      </Checkbox>
      <div className="insurance__actions">
        <Button type="submit" isPending={busy} isDisabled={!busy && !read}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}
