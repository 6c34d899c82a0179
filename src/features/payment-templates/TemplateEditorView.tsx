import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/Button/Button';
import { Spinner } from '../../shared/ui/Spinner/Spinner';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { useTemplateFieldMessages } from './field-messages';
import { NameField, ProviderChoice, ProviderFields } from './TemplateFields';
import type { TemplateEditorViewProps } from './view-props';
import './template-editor.css';

/** The template editor drawn from its chart: it shows the state and sends the customer's events. */
export function TemplateEditorView(props: TemplateEditorViewProps) {
  const { t } = useLingui();
  const { snapshot, send } = props;
  if (snapshot.matches('loading')) {
    return <Spinner size="lg" aria-label={t`Loading the template`} />;
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <div className="template-editor__outcome" role="alert">
        <p>
          <Trans>The template could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (snapshot.matches('notFound')) return <NotFound {...props} />;
  if (snapshot.matches('saved') || snapshot.matches('deleted')) {
    return (
      <p className="template-editor__success" role="status">
        {snapshot.matches('saved') ? (
          <Trans>The template is saved.</Trans>
        ) : (
          <Trans>The template is deleted.</Trans>
        )}
      </p>
    );
  }
  return <TemplateForm {...props} />;
}

function NotFound({ snapshot, backLink }: TemplateEditorViewProps) {
  const fromPayment = snapshot.context.input.mode === 'fromPayment';
  return (
    <div className="template-editor__outcome">
      <h2>{fromPayment ? <Trans>Payment not found</Trans> : <Trans>Template not found</Trans>}</h2>
      <p>
        {fromPayment ? (
          <Trans>There is no such payment among yours, so it cannot be saved as a template.</Trans>
        ) : (
          <Trans>There is no such template among yours: it may have been deleted.</Trans>
        )}
      </p>
      {backLink}
    </div>
  );
}

function TemplateForm({ snapshot, send }: TemplateEditorViewProps) {
  const { t } = useLingui();
  const messages = useTemplateFieldMessages(snapshot);
  const { refusal } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const fields = { snapshot, send, messages };
  return (
    <>
      <form className="template-editor" onSubmit={submit} noValidate aria-busy={busy}>
        <NameField {...fields} />
        <ProviderChoice {...fields} />
        <ProviderFields {...fields} />
        {refusal && !refusal.field && (
          <p className="template-editor__alert" role="alert">
            {refusal.message || t`An error occurred`}
          </p>
        )}
        {snapshot.matches('invalid') && (
          <p className="template-editor__alert" role="alert">
            <Trans>Check the fields marked above.</Trans>
          </p>
        )}
        <div className="template-editor__actions">
          <Button type="submit" isPending={snapshot.matches('saving')} isDisabled={busy}>
            <Trans>Save the template</Trans>
          </Button>
          {snapshot.context.input.mode === 'edit' && (
            <Button
              variant="secondary"
              isDisabled={!snapshot.can({ type: 'DELETE' })}
              onPress={() => send({ type: 'DELETE' })}
            >
              <Trans>Delete the template</Trans>
            </Button>
          )}
        </div>
      </form>
      <DeleteTemplateDialog snapshot={snapshot} send={send} />
    </>
  );
}
