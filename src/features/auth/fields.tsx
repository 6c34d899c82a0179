import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { finMask } from '../../../domain/identifiers';
import type { AuthField } from '../../../machines/auth.machine';
import { TextField, type TextFieldProps } from '../../shared/ui/TextField/TextField';
import { Hint } from './Hint';
import type { AuthViewProps } from './view';

/** A field with an "i" beside its label. The button sits outside the <label> so it does not
 * become part of the input's accessible name. */
export function HintedField({ hint, ...field }: TextFieldProps & HintProps) {
  return (
    <div className="auth-field">
      <TextField {...field} />
      {hint && (
        <span className="auth-field__hint">
          <Hint label={hint.label}>{hint.text}</Hint>
        </span>
      )}
    </div>
  );
}

interface HintProps {
  /** The "i" button's name and the explanation it opens. */
  hint?: { label: string; text: ReactNode };
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
        text: t`The FIN (personal identification number) is the 7 letters and digits printed on your ID card: on the front of a new-generation card, on the back of an older one.`,
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
        text: t`The number printed on the front of your residence permit card, letters and digits without spaces.`,
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
        text: t`The letters before the number on the photo page of your passport.`,
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
        text: t`The number on the photo page of your passport, without the series.`,
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
