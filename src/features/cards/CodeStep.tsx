import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { resendCooldownMs } from '../../../machines/otp/one-time-code';
import { OtpForm } from '../../shared/forms/OtpForm';
import { Button } from '../../shared/ui/Button/Button';
import '../../shared/forms/forms.css';

type CodeEvent =
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' }
  | { type: 'CANCEL' };

export interface CodeStepProps {
  /** A chart in its one-time-code state (machines/otp/one-time-code.ts). */
  snapshot: AnyMachineSnapshot;
  send: (event: CodeEvent) => void;
  /** What the code confirms, in the customer's words. */
  note: ReactNode;
}

/** The SMS code of a card control, with a way back; the chart decides what each press does. */
export function CodeStep({ snapshot, send, note }: CodeStepProps) {
  const inCode = (state: string) => snapshot.matches({ otp: { code: state } } as never);
  const inResend = (state: string) => snapshot.matches({ otp: { resend: state } } as never);
  const context = snapshot.context as { otp: string; codeTriesLeft?: number | null };
  return (
    <div className="card-controls__code">
      <p className="card-controls__note">{note}</p>
      <OtpForm
        otp={context.otp}
        triesLeft={context.codeTriesLeft}
        canSubmit={snapshot.can({ type: 'OTP.SUBMIT' } as never)}
        isChecking={inCode('validating')}
        resend={inResend('resending') ? 'resending' : inResend('ready') ? 'ready' : 'cooldown'}
        canResend={snapshot.can({ type: 'OTP.RESEND' } as never)}
        cooldownMs={resendCooldownMs}
        onChange={(value) => send({ type: 'OTP.CHANGE', value })}
        onSubmit={() => send({ type: 'OTP.SUBMIT' })}
        onResend={() => send({ type: 'OTP.RESEND' })}
      />
      <Button
        variant="ghost"
        isFullWidth
        isDisabled={inCode('validating')}
        onPress={() => send({ type: 'CANCEL' })}
      >
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
