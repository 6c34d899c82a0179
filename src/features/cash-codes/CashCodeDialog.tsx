import { useLingui } from '@lingui/react/macro';
import type { CashCodeEvent } from '../../../machines/cashCode.machine';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { CashCodeForm } from './CashCodeForm';
import { CodeContent, ConfirmContent } from './DialogSteps';
import { DoneContent, FailedContent } from './ResultContent';
import type { CashCodeViewProps } from './view-props';

type Snapshot = CashCodeViewProps['snapshot'];
type Step = 'form' | 'confirm' | 'code' | 'done' | 'failed';

/** The dialog's step for a state of the chart; none while it is closed. */
export function dialogStep(snapshot: Snapshot): Step | null {
  if (snapshot.matches('closed')) return null;
  if (snapshot.hasTag('form')) return 'form';
  if (snapshot.hasTag('otp')) return 'code';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('failed')) return 'failed';
  return 'confirm';
}

/** What closing the dialog means where closing is allowed (never while the bank is busy). */
const closing = (snapshot: Snapshot): CashCodeEvent | null =>
  !snapshot.hasTag('busy') && snapshot.can({ type: 'CLOSE' }) ? { type: 'CLOSE' } : null;

const contents = {
  form: CashCodeForm,
  confirm: ConfirmContent,
  code: CodeContent,
  done: DoneContent,
  failed: FailedContent,
};

/** The cash-by-code dialog: the form, the figures, the code, the codes issued or the failure. */
export function CashCodeDialog({ snapshot, send }: CashCodeViewProps) {
  const { t } = useLingui();
  const step = dialogStep(snapshot);
  if (!step) return null;
  const close = closing(snapshot);
  const titles: Record<Step, string> = {
    form: t`Cash by code`,
    confirm: t`Check and confirm the withdrawal`,
    code: t`Confirmation code`,
    done: t`Codes sent`,
    failed: t`The withdrawal was not made`,
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
      className="cash-codes__dialog"
    >
      <div className="cash-codes__dialog-body">
        <Content snapshot={snapshot} send={send} />
      </div>
    </ModalDialog>
  );
}
