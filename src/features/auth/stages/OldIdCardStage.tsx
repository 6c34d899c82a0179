import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import {
  isOldIdCardNumber,
  oldIdCardNumberLength,
  oldIdCardNumberMask,
} from '../../../../domain/identifiers';
import { Button } from '../../../shared/ui/Button/Button';
import { HintedField } from '../fields';
import type { AuthViewProps, StageViewProps } from '../view';
import { Field } from './CredentialsStage';

const whereToFind = msg`An old-generation ID card's number is the letters AZE and 8 digits printed on the card, for example AZE12345678. Type it without spaces: it is not the FIN, the 7-character code on the same card.`;

/**
 * The card's number (PRODUCT 6), with the form's own rule: AZE and 8 digits. A wrong number is
 * pointed out once the field is left or full, not while it is still being typed.
 */
function IdCardNumberField({ snapshot, send }: AuthViewProps) {
  const { t } = useLingui();
  const [left, setLeft] = useState(false);
  const value = snapshot.context.idCardNumber;
  const shown = left || value.length === oldIdCardNumberLength;
  return (
    <HintedField
      name="idCardNumber"
      label={t`ID card number`}
      description={t`AZE and 8 digits`}
      mask={oldIdCardNumberMask}
      autoComplete="username"
      autoFocus
      value={value}
      onChange={(next) => send({ type: 'FIELD.CHANGE', field: 'idCardNumber', value: next })}
      onBlur={() => setLeft(true)}
      isInvalid={shown && value !== '' && !isOldIdCardNumber(value)}
      errorMessage={t`An old-generation ID card's number is AZE and 8 digits, for example AZE12345678.`}
      hint={{ label: t`Where to find the ID card number`, text: whereToFind }}
    />
  );
}

/** /auth-old: signing in with an old-generation ID card's number and the password. */
export function OldIdCardStage({ snapshot, send }: StageViewProps) {
  const view = { snapshot, send };
  const busy = snapshot.hasTag('busy') && !snapshot.hasTag('otp');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <IdCardNumberField {...view} />
      <Field field="password" {...view} />
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        isDisabled={!busy && !snapshot.can({ type: 'SUBMIT' })}
      >
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
