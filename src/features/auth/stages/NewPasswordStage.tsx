import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { passwordProblems } from '../../../../domain/password';
import { PasswordRequirements } from '../../../shared/forms/PasswordRequirements';
import { Button } from '../../../shared/ui/Button/Button';
import { PasswordField } from '../fields';
import type { StageViewProps } from '../view';

/**
 * Set-password (sign-up) and confirm-password (reset). PRODUCT 5: the requirements are listed, the
 * weak / repeat required / do not match messages explain a problem; only sign-up's button waits
 * for both fields to match, the reset's is never disabled because the bank checks it.
 */
export function NewPasswordStage({ stage, snapshot, send }: StageViewProps) {
  const { t } = useLingui();
  const view = { snapshot, send };
  const { password, passwordRepeat } = snapshot.context;
  // Messages appear once the customer has left the repeat field or tried to save.
  const [checked, setChecked] = useState(false);
  const problems = passwordProblems(password, passwordRepeat);
  const busy = snapshot.hasTag('busy');
  const messages = {
    weak: t`The password is too weak`,
    'repeat-required': t`Repeat the password`,
    mismatch: t`The passwords do not match`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PasswordField
        {...view}
        field="password"
        label={t`New password`}
        autoComplete="new-password"
        autoFocus
        isInvalid={password !== '' && problems.password === 'weak'}
        errorMessage={messages.weak}
      />
      <PasswordRequirements password={password} />
      <PasswordField
        {...view}
        field="passwordRepeat"
        label={t`Repeat the password`}
        autoComplete="new-password"
        onBlur={() => setChecked(true)}
        isInvalid={
          problems.repeat === 'mismatch' ||
          (checked && password !== '' && problems.repeat === 'repeat-required')
        }
        errorMessage={problems.repeat ? messages[problems.repeat] : undefined}
      />
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        isDisabled={stage === 'signup-set-password' && !busy && !snapshot.can({ type: 'SUBMIT' })}
      >
        <Trans>Save the password</Trans>
      </Button>
    </form>
  );
}
