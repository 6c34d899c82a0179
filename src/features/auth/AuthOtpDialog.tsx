import { useLingui } from '@lingui/react/macro';
import { resendCooldownMs } from '../../../machines/auth.machine';
import { OtpForm } from '../../shared/forms/OtpForm';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import { type AuthViewProps, otpRegions } from './view';

/** The code dialog over a stage while the chart is in its 'otp' state; closing it is OTP.CLOSE. */
export function AuthOtpDialog({ snapshot, send }: AuthViewProps) {
  const { t } = useLingui();
  const regions = otpRegions(snapshot);
  return (
    <ModalDialog
      title={t`Confirm with a code`}
      size="sm"
      isOpen={regions !== null}
      onOpenChange={(open) => {
        if (!open) send({ type: 'OTP.CLOSE' });
      }}
    >
      {regions && (
        <OtpForm
          otp={snapshot.context.otp}
          triesLeft={snapshot.context.codeTriesLeft}
          canSubmit={snapshot.can({ type: 'OTP.SUBMIT' })}
          isChecking={regions.code === 'validating'}
          resend={regions.resend}
          canResend={snapshot.can({ type: 'OTP.RESEND' })}
          cooldownMs={resendCooldownMs}
          onChange={(value) => send({ type: 'OTP.CHANGE', value })}
          onSubmit={() => send({ type: 'OTP.SUBMIT' })}
          onResend={() => send({ type: 'OTP.RESEND' })}
        />
      )}
    </ModalDialog>
  );
}
