import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplateEditorEvent } from '../../../machines/templateEditor.machine';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import type { TemplateEditorSnapshot } from './view-props';

export interface DeleteTemplateDialogProps {
  snapshot: TemplateEditorSnapshot;
  send: (event: TemplateEditorEvent) => void;
}

/** SPEC 2.2's confirm dialog: deleting a template is asked once more, Cancel first in focus. */
export function DeleteTemplateDialog({ snapshot, send }: DeleteTemplateDialogProps) {
  const { t } = useLingui();
  const deleting = snapshot.matches('deleting');
  const isOpen = snapshot.matches('confirmingDelete') || deleting;
  const name = snapshot.context.form.name.trim();
  return (
    <ModalDialog
      title={t`Delete the template?`}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      // While the bank deletes it, the answer must be waited for.
      isDismissable={!deleting}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CANCEL' });
      }}
    >
      <p>
        <Trans>
          The template “{name}” will be deleted. Payments made with it stay in your history.
        </Trans>
      </p>
      <div className="template-editor__actions">
        <Button isPending={deleting} onPress={() => send({ type: 'CONFIRM' })}>
          <Trans>Yes, delete it</Trans>
        </Button>
        <Button
          variant="secondary"
          autoFocus
          isDisabled={deleting}
          onPress={() => send({ type: 'CANCEL' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
