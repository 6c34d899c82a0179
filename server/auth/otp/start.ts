/**
 * A new code session: a real one sends its code by SMS, a decoy stores a hash no code matches.
 * Either way the SMS is counted under the limits (sms-limits.ts) in the transaction that stores
 * the session and writes the SMS, so a refusal changes nothing.
 */
import { toDate } from '../../clock';
import { otpSessions } from '../../db/schema';
import { newOpaqueToken, newOtpCode } from '../secrets';
import {
  codeHash,
  codeText,
  type OtpContext,
  otpTtlMinutes,
  type StartOptions,
  sendCode,
  unmatchableHash,
} from './context';
import { claimCodeSms, decoyRecipient } from './sms-limits';

export function startOtp(context: OtpContext, options: StartOptions): Promise<string> {
  return context.db.transaction((tx) => issueOtp({ ...context, db: tx }, options));
}

/**
 * Opens a code session in the caller's transaction (`context.db`): counts its SMS under the
 * limits, stores the session and writes the SMS, which is sent if and only if that transaction
 * commits. A transfer calls it in the transaction that makes the transfer. Returns its id.
 */
export async function issueOtp(context: OtpContext, options: StartOptions): Promise<string> {
  const { customer, requester, operation } = options;
  const { id, code } = await storeSession(context, options);
  await claimCodeSms(context.db, context.clock, context.smsLimits, {
    recipient: customer?.phone ?? decoyRecipient(requester.identifierKey ?? id),
    ip: requester.ip,
    otpSessionId: id,
  });
  if (customer) {
    const text = options.text ?? codeText(operation);
    await sendCode(context, customer.phone, text, code, options.locale, options.details);
  }
  return id;
}

async function storeSession(context: OtpContext, options: StartOptions) {
  const { db, clock } = context;
  const { customer, operation } = options;
  const id = newOpaqueToken();
  const code = newOtpCode();
  const now = clock.now();
  await db.insert(otpSessions).values({
    id,
    customerId: customer?.id ?? null,
    operation,
    codeHash: customer ? codeHash(context, id, operation, code) : unmatchableHash(context),
    sentAt: toDate(now),
    expiresAt: toDate(now.add({ minutes: otpTtlMinutes })),
    pendingPasswordHash: options.pendingPasswordHash ?? null,
    confirmsHash: options.confirmsHash ?? null,
    authSessionId: options.authSessionId ?? null,
    createdAt: toDate(now),
  });
  return { id, code };
}
