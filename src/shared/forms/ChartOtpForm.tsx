import type { AnyMachineSnapshot } from 'xstate';
import { resendCooldownMs } from '../../../machines/otp/one-time-code';
import { OtpForm } from './OtpForm';

/** What the code dialog of `oneTimeCode()` takes. */
export type OtpEvent =
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' };

export interface ChartOtpFormProps {
  /** A chart in the state where it composed `oneTimeCode()` (machines/otp/one-time-code.ts). */
  snapshot: AnyMachineSnapshot;
  /** That state's key in the chart, e.g. 'code' or 'otp'. */
  at: string;
  send: (event: OtpEvent) => void;
}

/**
 * The SMS code form wired to a chart's code dialog: its state names say whether the code is
 * being checked and where the resend stands, and the form's presses are the dialog's events.
 */
export function ChartOtpForm({ snapshot, at, send }: ChartOtpFormProps) {
  // Any chart fits: the regions are named by oneTimeCode(), not by the chart's own types.
  const inRegion = (region: 'code' | 'resend', state: string) =>
    snapshot.matches({ [at]: { [region]: state } } as never);
  const can = (type: OtpEvent['type']) => snapshot.can({ type } as never);
  const context = snapshot.context as { otp: string; codeTriesLeft?: number | null };
  return (
    <OtpForm
      otp={context.otp}
      triesLeft={context.codeTriesLeft}
      canSubmit={can('OTP.SUBMIT')}
      isChecking={inRegion('code', 'validating')}
      resend={
        inRegion('resend', 'resending')
          ? 'resending'
          : inRegion('resend', 'ready')
            ? 'ready'
            : 'cooldown'
      }
      canResend={can('OTP.RESEND')}
      cooldownMs={resendCooldownMs}
      onChange={(value) => send({ type: 'OTP.CHANGE', value })}
      onSubmit={() => send({ type: 'OTP.SUBMIT' })}
      onResend={() => send({ type: 'OTP.RESEND' })}
    />
  );
}
