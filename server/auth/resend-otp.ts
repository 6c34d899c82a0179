/** A fresh code for a code session, under the same rate limits as validating one. */
import type { Locale } from '../i18n';
import type { Origin } from './audit';
import { type AuthContext, limit } from './context';

export async function resendOtp(
  context: AuthContext,
  otpSessionId: string,
  origin: Origin,
  locale: Locale,
) {
  await limit(context, 'otp-resend', origin, otpSessionId);
  await context.otp.resend(otpSessionId, locale, { ip: origin.ip });
  return { status: 'OTP_SENT' };
}
