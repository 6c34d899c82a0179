import { useLingui } from '@lingui/react/macro';
import type { PaymentFormEvent } from '../../../machines/paymentForm.machine';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { CodeContent, ConfirmContent } from './DialogSteps';
import { DoneContent, FailedContent } from './ResultContent';
import type { PaymentViewProps } from './view-props';

type Snapshot = PaymentViewProps['snapshot'];
type Step = 'confirm' | 'code' | 'done' | 'failed';

/** The dialog's step for a state of the chart; none while the form is on its own. */
export function dialogStep(snapshot: Snapshot): Step | null {
  if (snapshot.hasTag('form')) return null;
  if (snapshot.hasTag('otp') || snapshot.matches('abandoning')) return 'code';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  return 'confirm';
}

/** What closing the dialog means where closing is allowed (never while the bank is busy). */
function closing(snapshot: Snapshot): PaymentFormEvent | null {
  if (snapshot.matches('confirming')) return { type: 'BACK' };
  if (snapshot.matches('failed')) return { type: 'EDIT' };
  if (snapshot.matches({ done: 'ready' }) || snapshot.matches({ done: 'receiptFailed' })) {
    return { type: 'CLOSE' };
  }
  return null;
}

const contents = {
  confirm: ConfirmContent,
  code: CodeContent,
  done: DoneContent,
  failed: FailedContent,
};

/** The payment dialog (SPEC 2.2): the figures, the code, the result, over the provider's form. */
export function PaymentDialog({ snapshot, send }: PaymentViewProps) {
  const { t } = useLingui();
  const step = dialogStep(snapshot);
  if (!step) return null;
  const close = closing(snapshot);
  const status = snapshot.context.payment?.status;
  const titles: Record<Step, string> = {
    confirm: t`Check and confirm the payment`,
    code: t`Confirmation code`,
    done:
      status === 'EXECUTED'
        ? t`Payment done`
        : status === 'SCHEDULED'
          ? t`Payment scheduled`
          : t`Payment canceled`,
    failed: t`The payment was not made`,
  };
  const Content = contents[step];
  return (
    <ModalDialog
      title={titles[step]}
      isOpen
      isDismissable={close !== null}
      onOpenChange={(open) => {
        if (!open && close) send(close);
      }}
      className="payments__dialog"
    >
      <div className="payments__dialog-body">
        <Content snapshot={snapshot} send={send} />
      </div>
    </ModalDialog>
  );
}
