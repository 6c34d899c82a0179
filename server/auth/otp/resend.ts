/**
 * A fresh code for the same session: at most 3 times and not more often than once a minute;
 * wrong tries so far still count. The limits are checked in the UPDATE that resends, and the new
 * SMS is counted under the SMS limits and written in the same transaction.
 */
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { toDate } from '../../clock';
import { customers, otpSessions } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { Locale, MessageParams } from '../../i18n';
import { newOtpCode } from '../secrets';
import {
  type CodeRequester,
  codeHash,
  codeText,
  findOtpSession,
  maxOtpAttempts,
  maxResends,
  type OtpContext,
  type OtpSession,
  otpTtlMinutes,
  resendAfterSeconds,
  sendCode,
  unmatchableHash,
} from './context';
import { claimCodeSms, recipientOfSession } from './sms-limits';

/** `details` fill the operation's SMS beyond the code (a transfer's amount and payee). */
export async function resendOtp(
  context: OtpContext,
  id: string,
  locale: Locale,
  requester: CodeRequester,
  details: MessageParams = {},
): Promise<void> {
  const { db, clock } = context;
  const now = clock.now();
  const [found] = await db
    .select({ session: otpSessions, phone: customers.phone })
    .from(otpSessions)
    .leftJoin(customers, eq(customers.id, otpSessions.customerId))
    .where(eq(otpSessions.id, id));
  if (!found) throw new BankError('OTP_SESSION_INVALID', 400);
  const { session, phone } = found;
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    const inTx = { ...context, db: tx };
    const [row] = await tx
      .update(otpSessions)
      .set({
        codeHash: phone ? codeHash(context, id, session.operation, code) : unmatchableHash(context),
        resends: sql`${otpSessions.resends} + 1`,
        sentAt: toDate(now),
        expiresAt: toDate(now.add({ minutes: otpTtlMinutes })),
      })
      .where(
        and(
          eq(otpSessions.id, id),
          isNull(otpSessions.verifiedAt),
          lt(otpSessions.attempts, maxOtpAttempts),
          lt(otpSessions.resends, maxResends),
          lte(otpSessions.sentAt, toDate(now.subtract({ seconds: resendAfterSeconds }))),
        ),
      )
      .returning();
    if (!row) throw whyNoResend((await findOtpSession(inTx, id)) ?? session, toDate(now));
    await claimCodeSms(tx, clock, context.smsLimits, {
      recipient: phone ?? (await recipientOfSession(tx, id)),
      ip: requester.ip,
      otpSessionId: id,
    });
    if (phone) await sendCode(inTx, phone, codeText(session.operation), code, locale, details);
  });
}

function whyNoResend(session: OtpSession, now: Date): BankError {
  if (session.verifiedAt) return new BankError('OTP_SESSION_INVALID', 400);
  if (session.attempts >= maxOtpAttempts) return new BankError('OTP_ATTEMPTS_EXCEEDED', 400);
  if (session.resends >= maxResends) return new BankError('OTP_RESEND_LIMIT', 429);
  const readyMs = session.sentAt.getTime() + resendAfterSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((readyMs - now.getTime()) / 1000));
  return new BankError('OTP_RESEND_TOO_EARLY', 429, { seconds }, 'OTP_RESEND_TOO_EARLY', {
    'retry-after': String(seconds),
  });
}
