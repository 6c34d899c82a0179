import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type {
  InsuranceChoiceEvent,
  insuranceChoiceMachine,
} from '../../../../machines/insuranceChoice.machine';
import { Money } from '../../../shared/balances/Money';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';

/**
 * PRODUCT 2.2's "health insurance is unavailable": the bank found no insurer that covers this
 * loan. The dialog says why and offers what the customer can do: go on without insurance, or
 * close it and stay on the step (whose own button goes on too).
 */
export function HealthInsuranceUnavailableDialog({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof insuranceChoiceMachine>;
  send: (event: InsuranceChoiceEvent) => void;
}) {
  const { t } = useLingui();
  const { unavailable } = snapshot.context;
  if (!unavailable) return null;
  const insuredFrom = (
    <Money amount={unavailable.insuredFrom} currency={unavailable.currency} alwaysVisible />
  );
  return (
    <ConfirmDialog
      title={t`Health insurance is unavailable`}
      isOpen={snapshot.matches('unavailable')}
      confirmLabel={<Trans>Continue without insurance</Trans>}
      cancelLabel={<Trans>Close</Trans>}
      onConfirm={() => send({ type: 'SKIP' })}
      onCancel={() => send({ type: 'DISMISS' })}
    >
      <p>
        <Trans>
          The insurers we work with cover loans from {insuredFrom}, so this loan cannot be insured.
        </Trans>
      </p>
      <p>
        <Trans>
          You can continue without insurance: the loan's terms stay the same. A larger loan could be
          insured; ask the hotline if you would like to change the amount.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
