/**
 * Checking a code. The attempt counter and the verification move in one conditional UPDATE, so
 * parallel guesses are counted one by one and none gets past the limit.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { toDate } from '../../clock';
import { otpSessions } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import {
  codeHash,
  findOtpSession,
  maxOtpAttempts,
  type OtpContext,
  type OtpOperation,
  type OtpSession,
} from './context';

/**
 * Checks a code; returns the session it verified (exactly once) or throws why not. `operations`
 * are the ones the caller completes: a session of another (a transfer's code sent to the sign-in
 * call) is refused before its tries are touched, so it stays usable where it belongs.
 */
export async function validateOtp(
  context: OtpContext,
  id: string,
  code: string,
  operations?: readonly OtpOperation[],
): Promise<OtpSession> {
  const now = toDate(context.clock.now());
  const session = await findOtpSession(context, id);
  if (!session) throw new BankError('OTP_SESSION_INVALID', 400);
  if (operations && !operations.includes(session.operation as OtpOperation)) {
    throw new BankError('OTP_SESSION_INVALID', 400);
  }
  const matches = sql`${otpSessions.codeHash} = ${codeHash(context, id, session.operation, code)}`;
  const [row] = await context.db
    .update(otpSessions)
    .set({
      attempts: sql`${otpSessions.attempts} + case when ${matches} then 0 else 1 end`,
      verifiedAt: sql`case when ${matches} then ${now}::timestamptz else null end`,
    })
    .where(
      and(
        eq(otpSessions.id, id),
        isNull(otpSessions.verifiedAt),
        lt(otpSessions.attempts, maxOtpAttempts),
        gt(otpSessions.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw whyRefused((await findOtpSession(context, id)) ?? session, now);
  if (row.verifiedAt) return row;
  if (row.attempts >= maxOtpAttempts) throw new BankError('OTP_ATTEMPTS_EXCEEDED', 400);
  const attemptsLeft = maxOtpAttempts - row.attempts;
  throw new BankError('OTP_INVALID', 400, { attemptsLeft }, 'OTP_INVALID', {}, { attemptsLeft });
}

function whyRefused(session: OtpSession, now: Date): BankError {
  if (session.verifiedAt) return new BankError('OTP_SESSION_INVALID', 400);
  if (session.attempts >= maxOtpAttempts) return new BankError('OTP_ATTEMPTS_EXCEEDED', 400);
  if (session.expiresAt <= now) return new BankError('OTP_EXPIRED', 400);
  return new BankError('OTP_SESSION_INVALID', 400);
}
