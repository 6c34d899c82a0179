/**
 * A one-time code, validated: what it completes depends on the operation that sent it — a
 * sign-in opens a session, a registration or reset gets its set-password token, a password
 * change takes effect.
 */
import { BankError } from '../errors/bank-error';
import type { Origin } from './audit';
import { type AuthContext, limit } from './context';
import { accessCodeOperations, type OtpSession } from './otp';
import { confirmNetworkOfCode } from './passkeys/networks';
import { setCustomerPassword } from './queries';

export async function validateOtp(
  context: AuthContext,
  otpSessionId: string,
  code: string,
  origin: Origin,
) {
  const { audit, otp } = context;
  await limit(context, 'otp-validate', origin, otpSessionId);
  const session = await otp
    .validate(otpSessionId, code, accessCodeOperations)
    .catch(async (error) => {
      if (error instanceof BankError && error.code !== 'OTP_SESSION_INVALID') {
        const found = await otp.find(otpSessionId);
        const details = { operation: found?.operation, refusal: error.code };
        await audit('OTP_FAILED', found?.customerId ?? null, origin, details);
      }
      throw error;
    });
  const customerId = session.customerId;
  if (!customerId) throw new BankError('OTP_SESSION_INVALID', 400);
  return completeOperation(context, session, customerId, origin);
}

async function completeOperation(
  context: AuthContext,
  session: OtpSession,
  customerId: string,
  origin: Origin,
) {
  const { db, clock, audit, otp, sessions } = context;
  switch (session.operation) {
    case 'LOGIN': {
      // A passkey's sign-in from a new network: the right code makes that network known.
      const passkeyId = await confirmNetworkOfCode(db, clock, session.id);
      const { tokens } = await sessions.open(customerId, origin);
      await audit('SIGN_IN', customerId, origin, passkeyId ? { method: 'PASSKEY', passkeyId } : {});
      return { status: 'SUCCESS', ...tokens };
    }
    case 'REGISTRATION':
    case 'FORGOT_PASSWORD':
      return {
        status: 'SUCCESS',
        registrationToken: await otp.issueRegistrationToken(session.id),
      };
    case 'CHANGE_PASSWORD': {
      const keeps = session.authSessionId;
      if (!keeps || !session.pendingPasswordHash || !(await sessions.isLive(keeps))) {
        throw new BankError('OTP_SESSION_INVALID', 400);
      }
      await setCustomerPassword(db, clock, customerId, session.pendingPasswordHash);
      const ended = await sessions.revokeAllOf(customerId, 'PASSWORD_CHANGED', keeps);
      await audit('PASSWORD_CHANGED', customerId, origin, { endedSessions: ended });
      return { status: 'SUCCESS' };
    }
  }
  throw new Error(`Unknown one-time-code operation ${session.operation}`);
}
