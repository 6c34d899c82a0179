import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { finMask } from '../../../domain/identifiers';
import type { AuthField } from '../../../machines/auth.machine';
import { TextField, type TextFieldProps } from '../../shared/ui/TextField/TextField';
import { Hint } from './Hint';
import { hintTexts } from './hint-texts';
import type { AuthViewProps } from './view';

/** A field with an "i" beside its label. The button sits outside the <label> so it does not
 * become part of the input's accessible name. */
export function HintedField({ hint, ...field }: TextFieldProps & HintProps) {
  return (
    <div className="auth-field">
      <TextField {...field} />
      {hint && (
        <span className="auth-field__hint">
          <Hint label={hint.label} text={hint.text} />
        </span>
      )}
    </div>
  );
}

interface HintProps {
  /** The "i" button's name and the explanation it opens. */
  hint?: { label: string; text: MessageDescriptor };
}

/** One identifier or password field of the chart's context, sent back as FIELD.CHANGE. */
function ChartField({
  field,
  snapshot,
  send,
  ...props
}: AuthViewProps & { field: AuthField } & Omit<TextFieldProps, 'value' | 'onChange'> & HintProps) {
  return (
    <HintedField
      {...props}
      name={field}
      value={snapshot.context[field]}
      onChange={(value) => send({ type: 'FIELD.CHANGE', field, value })}
    />
  );
}

export function FinField(props: AuthViewProps) {
  const { t } = useLingui();
  return (
    <ChartField
      {...props}
      field="fin"
      label={t`FIN`}
      mask={finMask}
      autoComplete="username"
      autoFocus
      hint={{
        label: t`Where to find the FIN`,
        text: hintTexts.fin,
      }}
    />
  );
}

export function DocumentNumberField(props: AuthViewProps) {
  const { t } = useLingui();
  return (
    <ChartField
      {...props}
      field="documentNumber"
      label={t`Document number`}
      autoComplete="username"
      autoFocus
      hint={{
        label: t`Where to find the document number`,
        text: hintTexts.residencePermit,
      }}
    />
  );
}

export function PassportSeriesField(props: AuthViewProps) {
  const { t } = useLingui();
  return (
    <ChartField
      {...props}
      field="passportSeries"
      label={t`Passport series`}
      autoFocus
      hint={{
        label: t`Where to find the passport series`,
        text: hintTexts.passportSeries,
      }}
    />
  );
}

export function PassportNumberField(props: AuthViewProps) {
  const { t } = useLingui();
  return (
    <ChartField
      {...props}
      field="passportNumber"
      label={t`Passport number`}
      autoComplete="username"
      hint={{
        label: t`Where to find the passport number`,
        text: hintTexts.passportNumber,
      }}
    />
  );
}

export function PasswordField(
  props: AuthViewProps & {
    field: 'password' | 'passwordRepeat';
    label: string;
    autoComplete: 'current-password' | 'new-password';
  } & Pick<TextFieldProps, 'isInvalid' | 'errorMessage' | 'autoFocus' | 'onBlur'>,
) {
  return <ChartField {...props} type="password" />;
}
