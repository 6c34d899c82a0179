import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplateEditorEvent } from '../../../machines/templateEditor.machine';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import type { TemplateEditorSnapshot } from './view-props';

export interface DeleteTemplateDialogProps {
  snapshot: TemplateEditorSnapshot;
  send: (event: TemplateEditorEvent) => void;
}

/** SPEC 2.2's confirm dialog: deleting a template is asked once more, Cancel first in focus. */
export function DeleteTemplateDialog({ snapshot, send }: DeleteTemplateDialogProps) {
  const { t } = useLingui();
  const deleting = snapshot.matches('deleting');
  const name = snapshot.context.form.name.trim();
  return (
    <ConfirmDialog
      title={t`Delete the template?`}
      tone="destructive"
      isOpen={snapshot.matches('confirmingDelete') || deleting}
      isPending={deleting}
      confirmLabel={<Trans>Yes, delete it</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => send({ type: 'CANCEL' })}
    >
      <p>
        <Trans>
          The template “{name}” will be deleted. Payments made with it stay in your history.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
