import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  ChangePasswordEvent,
  ChangePasswordField,
  changePasswordMachine,
} from '../../../machines/changePassword.machine';
import { ChartOtpForm } from '../../shared/forms/ChartOtpForm';
import { PasswordRequirements } from '../../shared/forms/PasswordRequirements';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { TextField } from '../../shared/ui/TextField/TextField';
import '../../shared/forms/forms.css';

export interface ChangePasswordViewProps {
  snapshot: SnapshotFrom<typeof changePasswordMachine>;
  send: (event: ChangePasswordEvent) => void;
}

/** The change-password dialog, drawn from the change-password chart. */
export function ChangePasswordDialog({ snapshot, send }: ChangePasswordViewProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={t`Change password`}
      size="sm"
      isOpen={!snapshot.matches('closed')}
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
    >
      {snapshot.hasTag('otp') ? (
        <OtpStep snapshot={snapshot} send={send} />
      ) : snapshot.matches('done') ? (
        <DoneStep send={send} />
      ) : (
        <PasswordsStep snapshot={snapshot} send={send} />
      )}
    </ModalDialog>
  );
}

function PasswordsStep({ snapshot, send }: ChangePasswordViewProps) {
  const { t } = useLingui();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const field = (name: ChangePasswordField, label: string, autoFocus = false) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      autoFocus={autoFocus}
      value={context[name]}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field: name, value })}
      isInvalid={name === 'passwordRepeat' && mismatch}
      errorMessage={t`The passwords do not match`}
    />
  );
  const mismatch = context.passwordRepeat !== '' && context.password !== context.passwordRepeat;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {field('currentPassword', t`Current password`, true)}
      {field('password', t`New password`)}
      <PasswordRequirements password={context.password} />
      {field('passwordRepeat', t`Repeat the password`)}
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        isDisabled={!busy && !snapshot.can({ type: 'SUBMIT' })}
      >
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}

function OtpStep({ snapshot, send }: ChangePasswordViewProps) {
  return <ChartOtpForm snapshot={snapshot} at="otp" send={send} />;
}

function DoneStep({ send }: Pick<ChangePasswordViewProps, 'send'>) {
  return (
    <div className="auth-result auth-result--success" role="status">
      <span className="auth-result__icon" aria-hidden="true">
        ✓
      </span>
      <p>
        <Trans>Your password has been changed. Other sessions have been signed out.</Trans>
      </p>
      <Button isFullWidth autoFocus onPress={() => send({ type: 'CLOSE' })}>
        <Trans>Close</Trans>
      </Button>
    </div>
  );
}
