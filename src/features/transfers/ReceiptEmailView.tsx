import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { type EmailProblem, emailProblem } from '../../../domain/email';
import type {
  ReceiptEmailContext,
  ReceiptEmailEvent,
  receiptEmailMachine,
} from '../../../machines/receiptEmail.machine';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { TextField } from '../../shared/ui/TextField/TextField';
import '../../shared/movement/movement.css';
import './transfers.css';

export interface ReceiptEmailViewProps {
  snapshot: SnapshotFrom<typeof receiptEmailMachine>;
  send: (event: ReceiptEmailEvent) => void;
}

/** PRODUCT 5: the email is required and must be valid. */
const problemMessages: Record<EmailProblem, MessageDescriptor> = {
  EMAIL_REQUIRED: msg`Fill in the field`,
  EMAIL_INVALID: msg`Enter a valid email address, for example name@example.com`,
};

/** The button that opens it, and the dialog drawn from the receipt-email chart. */
export function ReceiptEmailView({ snapshot, send }: ReceiptEmailViewProps) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="secondary" onPress={() => send({ type: 'OPEN' })}>
        <Trans>Send the receipt by email</Trans>
      </Button>
      <ModalDialog
        title={t`Receipt by email`}
        size="sm"
        isOpen={!snapshot.matches('closed')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CLOSE' });
        }}
      >
        {snapshot.hasTag('form') ? (
          <AddressForm snapshot={snapshot} send={send} />
        ) : snapshot.matches('sent') ? (
          <Sent snapshot={snapshot} send={send} />
        ) : (
          <Refused snapshot={snapshot} send={send} />
        )}
      </ModalDialog>
    </>
  );
}

/** Under the field: the bank's refusal of the address, else the form's own problem once tried. */
function useAddressMessage(context: ReceiptEmailContext): string | undefined {
  const { i18n } = useLingui();
  const { refusal } = context;
  if (refusal?.onAddress) return refusal.message || i18n._(problemMessages.EMAIL_INVALID);
  const problem = emailProblem(context.email);
  return context.showProblems && problem ? i18n._(problemMessages[problem]) : undefined;
}

const focusAddress = (form: HTMLFormElement | null) => form?.querySelector('input')?.focus();

function AddressForm({ snapshot, send }: ReceiptEmailViewProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const message = useAddressMessage(context);
  const form = useRef<HTMLFormElement>(null);
  // The bank refused the address: back to it, its words read with the field.
  useEffect(() => {
    if (context.refusal?.onAddress) focusAddress(form.current);
  }, [context.refusal]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    if (emailProblem(context.email)) focusAddress(form.current);
  };
  return (
    <form ref={form} className="receipt-email" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t`Email address`}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={context.email}
        isReadOnly={busy}
        onChange={(value) => send({ type: 'EMAIL.CHANGE', value })}
        description={t`The bank sends the receipt as a PDF attachment.`}
        isInvalid={Boolean(message)}
        validationBehavior="aria"
        errorMessage={message}
      />
      <Button type="submit" isFullWidth isPending={busy}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}

function Sent({ snapshot, send }: ReceiptEmailViewProps) {
  const address = snapshot.context.sentTo;
  return (
    <div className="receipt-email">
      <p className="movement__success" role="status">
        <Trans>
          The receipt has been sent to <span className="receipt-email__address">{address}</span>.
        </Trans>
      </p>
      <div className="movement__actions">
        <Button autoFocus onPress={() => send({ type: 'CLOSE' })}>
          <Trans>Back to the transfer</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Send to another address</Trans>
        </Button>
      </div>
    </div>
  );
}

function Refused({ snapshot, send }: ReceiptEmailViewProps) {
  const { t } = useLingui();
  // PRODUCT 8: the bank's message, or the default one when it sent none.
  const message = snapshot.context.refusal?.message || t`An error occurred. Try again a bit later.`;
  return (
    <div className="receipt-email">
      <p className="movement__alert" role="alert">
        {message}
      </p>
      <div className="movement__actions">
        <Button autoFocus onPress={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'EDIT' })}>
          <Trans>Change the address</Trans>
        </Button>
      </div>
    </div>
  );
}
