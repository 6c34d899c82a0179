import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { passwordProblems } from '../../../../domain/password';
import { PasswordRequirements } from '../../../shared/forms/PasswordRequirements';
import { Button } from '../../../shared/ui/Button/Button';
import { PasswordField } from '../fields';
import type { StageViewProps } from '../view';

/**
 * Set-password (sign-up) and confirm-password (reset). PRODUCT 5: the requirements are listed, the
 * weak / repeat required / do not match messages explain a problem; only sign-up's button waits
 * for both fields to match, the reset's is never disabled because the bank checks it. A save the
 * chart refused (`invalid`: a weak password, or the bank's own refusal) says why at the fields.
 */
export function NewPasswordStage({ stage, snapshot, send }: StageViewProps) {
  const { t } = useLingui();
  const view = { snapshot, send };
  const { password, passwordRepeat, passwordRefusal } = snapshot.context;
  const refused = snapshot.matches({ form: { flow: { [stage]: 'invalid' } } });
  // Messages appear once the customer has left a field or tried to save.
  const [left, setLeft] = useState({ password: false, repeat: false });
  const checked = { password: refused || left.password, repeat: refused || left.repeat };
  const problems = passwordProblems(password, passwordRepeat);
  const weak = checked.password && password !== '' && problems.password === 'weak';
  const busy = snapshot.hasTag('busy');
  const messages = {
    weak: t`The password is too weak`,
    'repeat-required': t`Repeat the password`,
    mismatch: t`The passwords do not match`,
  };
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    // A refused save takes the customer to the first field that says why.
    if (submits > 0 && refused) form.current?.querySelector<HTMLElement>('[aria-invalid]')?.focus();
  }, [submits, refused]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    setSubmits((count) => count + 1);
  };
  return (
    <form ref={form} className="auth-form" onSubmit={submit} noValidate>
      <PasswordField
        {...view}
        field="password"
        label={t`New password`}
        autoComplete="new-password"
        autoFocus
        onBlur={() => setLeft((was) => ({ ...was, password: true }))}
        isInvalid={weak || passwordRefusal !== null}
        errorMessage={passwordRefusal ?? messages.weak}
      />
      <PasswordRequirements password={password} />
      <PasswordField
        {...view}
        field="passwordRepeat"
        label={t`Repeat the password`}
        autoComplete="new-password"
        onBlur={() => setLeft((was) => ({ ...was, repeat: true }))}
        isInvalid={
          problems.repeat === 'mismatch' ||
          (checked.repeat && password !== '' && problems.repeat === 'repeat-required')
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
