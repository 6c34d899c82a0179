/** A new code session: a real one sends its code by SMS, a decoy stores a hash no code matches. */
import type { Temporal } from 'temporal-polyfill';
import { toDate } from '../../clock';
import { otpSessions } from '../../db/schema';
import { newOpaqueToken, newOtpCode } from '../secrets';
import {
  codeHash,
  type OtpContext,
  otpTtlMinutes,
  type StartOptions,
  sendCode,
  unmatchableHash,
} from './context';

export async function startOtp(context: OtpContext, options: StartOptions): Promise<string> {
  const { id, code } = await openOtpSession(context, options);
  if (options.customer) {
    await sendCode(context, options.customer.phone, options.operation, code, options.locale);
  }
  return id;
}

export interface OpenedOtpSession {
  id: string;
  /** The code in the clear: only for the SMS, never stored. */
  code: string;
  expiresAt: Temporal.Instant;
}

/**
 * Stores a session without sending its code, for a caller that opens it inside its own database
 * transaction (a transfer) and sends the SMS once that has committed.
 */
export async function openOtpSession(
  context: OtpContext,
  options: Omit<StartOptions, 'locale'>,
): Promise<OpenedOtpSession> {
  const { db, clock } = context;
  const { customer, operation } = options;
  const id = newOpaqueToken();
  const code = newOtpCode();
  const now = clock.now();
  const expiresAt = now.add({ minutes: otpTtlMinutes });
  await db.insert(otpSessions).values({
    id,
    customerId: customer?.id ?? null,
    operation,
    codeHash: customer ? codeHash(context, id, operation, code) : unmatchableHash(context),
    sentAt: toDate(now),
    expiresAt: toDate(expiresAt),
    pendingPasswordHash: options.pendingPasswordHash ?? null,
    authSessionId: options.authSessionId ?? null,
    createdAt: toDate(now),
  });
  return { id, code, expiresAt };
}
