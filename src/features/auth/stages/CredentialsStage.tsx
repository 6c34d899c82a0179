import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { type AuthField, flowOf, stageFields } from '../../../../machines/auth.machine';
import { Button } from '../../../shared/ui/Button/Button';
import {
  DocumentNumberField,
  FinField,
  PassportNumberField,
  PassportSeriesField,
  PasswordField,
} from '../fields';
import { documentNames } from '../stage-titles';
import type { AuthViewProps, StageViewProps } from '../view';

/** One field of the chart's stageFields, drawn by its own component. */
export function Field({ field, ...view }: AuthViewProps & { field: AuthField }) {
  const { t } = useLingui();
  switch (field) {
    case 'fin':
      return <FinField {...view} />;
    case 'documentNumber':
      return <DocumentNumberField {...view} />;
    case 'passportSeries':
      return <PassportSeriesField {...view} />;
    case 'passportNumber':
      return <PassportNumberField {...view} />;
    default: {
      // After a wrong password, the tries the bank still allows, beside the bank's toast.
      const attemptsLeft = view.snapshot.context.triesLeft;
      return (
        <PasswordField
          {...view}
          field="password"
          label={t`Password`}
          autoComplete="current-password"
          isInvalid={attemptsLeft !== null}
          errorMessage={t`The identifier or password is wrong. Attempts left: ${attemptsLeft}.`}
        />
      );
    }
  }
}

/**
 * The stages that identify the customer: a FIN, a residence permit or a foreign passport, plus
 * the password when signing in. Which fields show follows the document the chart holds.
 */
export function CredentialsStage({ stage, snapshot, send }: StageViewProps) {
  const { i18n } = useLingui();
  const view = { snapshot, send };
  const { documentType } = snapshot.context;
  const isSignin = flowOf(stage) === 'signin';
  const busy = snapshot.hasTag('busy') && !snapshot.hasTag('otp');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {documentType !== 'PIN' && documentType !== 'IDC' && documentType !== null && (
        <p className="auth-form__note">{i18n._(documentNames[documentType])}</p>
      )}
      {(stageFields[stage] ?? []).map((field) => (
        <Field key={field} field={field} {...view} />
      ))}
      <Button
        type="submit"
        isFullWidth
        isPending={busy}
        isDisabled={!busy && !snapshot.can({ type: 'SUBMIT' })}
      >
        {isSignin ? <Trans>Sign in</Trans> : <Trans>Get a code</Trans>}
      </Button>
      {stage === 'signin' && (
        <Button
          variant="secondary"
          isFullWidth
          isDisabled={!snapshot.can({ type: 'PASSKEY' })}
          onPress={() => send({ type: 'PASSKEY' })}
        >
          <Trans>Sign in with a passkey</Trans>
        </Button>
      )}
      {snapshot.can({ type: 'USE_DOCUMENTS' }) && (
        <Button variant="secondary" isFullWidth onPress={() => send({ type: 'USE_DOCUMENTS' })}>
          {isSignin ? (
            <Trans>Sign in with foreign documents</Trans>
          ) : (
            <Trans>Sign up with foreign documents</Trans>
          )}
        </Button>
      )}
    </form>
  );
}
