import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { otpLength } from '../../../domain/identifiers';
import { Button } from '../ui/Button/Button';
import { TextField } from '../ui/TextField/TextField';

export type ResendPhase = 'cooldown' | 'ready' | 'resending';

export interface OtpFormProps {
  otp: string;
  /** After a wrong code, the tries the bank still allows (shown at the field). */
  triesLeft?: number | null;
  canSubmit: boolean;
  isChecking: boolean;
  resend: ResendPhase;
  canResend: boolean;
  /** How long a new code must wait after the last one, in ms. */
  cooldownMs: number;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
}

/** The six-digit SMS code with its resend button; the charts decide what each press does. */
export function OtpForm(props: OtpFormProps) {
  const { t } = useLingui();
  const attemptsLeft = props.triesLeft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__note">
        <Trans>Enter the {otpLength}-digit code we sent you by SMS.</Trans>
      </p>
      <TextField
        label={t`Code from SMS`}
        name="otp"
        value={props.otp}
        onChange={props.onChange}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={otpLength}
        autoFocus
        isInvalid={attemptsLeft != null}
        errorMessage={t`The code is wrong. Attempts left: ${attemptsLeft}.`}
      />
      <Button
        type="submit"
        isFullWidth
        isPending={props.isChecking}
        isDisabled={!props.isChecking && !props.canSubmit}
      >
        <Trans>Confirm</Trans>
      </Button>
      <Button
        variant="ghost"
        isFullWidth
        isPending={props.resend === 'resending'}
        isDisabled={props.resend !== 'resending' && !props.canResend}
        onPress={props.onResend}
      >
        <Trans>Send the code again</Trans>
      </Button>
      {props.resend === 'cooldown' && <ResendCountdown cooldownMs={props.cooldownMs} />}
    </form>
  );
}

/**
 * The seconds until a new code may be asked for. It starts full whenever the cooldown starts
 * (it is mounted only during the cooldown); the chart's own timer decides when resend opens.
 */
function ResendCountdown({ cooldownMs }: { cooldownMs: number }) {
  const [left, setLeft] = useState(() => Math.ceil(cooldownMs / 1000));
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((cooldownMs - (Date.now() - started)) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [cooldownMs]);
  return (
    <p className="auth-form__note" role="timer" aria-live="off">
      <Trans>A new code can be sent in {left} s</Trans>
    </p>
  );
}
