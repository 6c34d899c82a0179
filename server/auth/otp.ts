/**
 * One-time-code sessions: a 6-digit code sent by SMS, stored only as a keyed hash bound to its
 * session and operation, valid 5 minutes, dead after 5 wrong tries, resent at most 3 times and
 * not more often than once a minute. Every counter moves in one conditional UPDATE, so parallel
 * guesses are counted one by one and none gets past the limit.
 */
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type Customer, customers, otpSessions } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { type Locale, translate } from '../i18n';
import type { SmsSender } from '../sms/sms-sender';
import { newOpaqueToken, newOtpCode, type Secrets } from './secrets';

export const otpOperations = [
  'LOGIN',
  'REGISTRATION',
  'FORGOT_PASSWORD',
  'CHANGE_PASSWORD',
] as const;
export type OtpOperation = (typeof otpOperations)[number];
export type OtpSession = typeof otpSessions.$inferSelect;

export const otpTtlMinutes = 5;
export const maxOtpAttempts = 5;
export const resendAfterSeconds = 60;
export const maxResends = 3;
const registrationTokenMinutes = 15;

export interface StartOptions {
  /** null: an unknown identifier gets a decoy that behaves the same and sends nothing. */
  customer: Pick<Customer, 'id' | 'phone'> | null;
  operation: OtpOperation;
  locale: Locale;
  pendingPasswordHash?: string;
  authSessionId?: string;
}

export function otpService(db: BankDb, clock: Clock, sms: SmsSender, secrets: Secrets) {
  const codeHash = (id: string, operation: string, code: string) =>
    secrets.hash('otp', `${id}:${operation}:${code}`);
  // What a decoy stores: the hash of no code at all, so no guess can ever match it.
  const unmatchableHash = () => secrets.hash('decoy', newOpaqueToken());

  async function sendCode(phone: string, operation: string, code: string, locale: Locale) {
    const key = `SMS_${operation as OtpOperation}` as const;
    await sms.send(phone, translate(key, locale, { code }));
  }

  async function start(options: StartOptions): Promise<string> {
    const { customer, operation } = options;
    const id = newOpaqueToken();
    const code = newOtpCode();
    const now = clock.now();
    await db.insert(otpSessions).values({
      id,
      customerId: customer?.id ?? null,
      operation,
      codeHash: customer ? codeHash(id, operation, code) : unmatchableHash(),
      sentAt: toDate(now),
      expiresAt: toDate(now.add({ minutes: otpTtlMinutes })),
      pendingPasswordHash: options.pendingPasswordHash ?? null,
      authSessionId: options.authSessionId ?? null,
      createdAt: toDate(now),
    });
    if (customer) await sendCode(customer.phone, operation, code, options.locale);
    return id;
  }

  async function find(id: string): Promise<OtpSession | undefined> {
    const [row] = await db.select().from(otpSessions).where(eq(otpSessions.id, id));
    return row;
  }

  /** Checks a code; returns the session it verified (exactly once) or throws why not. */
  async function validate(id: string, code: string): Promise<OtpSession> {
    const now = toDate(clock.now());
    const session = await find(id);
    if (!session) throw new BankError('OTP_SESSION_INVALID', 400);
    const matches = sql`${otpSessions.codeHash} = ${codeHash(id, session.operation, code)}`;
    const [row] = await db
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
    if (!row) throw whyRefused((await find(id)) ?? session, now);
    if (row.verifiedAt) return row;
    if (row.attempts >= maxOtpAttempts) throw new BankError('OTP_ATTEMPTS_EXCEEDED', 400);
    throw new BankError('OTP_INVALID', 400, { attemptsLeft: maxOtpAttempts - row.attempts });
  }

  /** A fresh code for the same session; wrong tries so far still count. */
  async function resend(id: string, locale: Locale): Promise<void> {
    const now = clock.now();
    const [found] = await db
      .select({ session: otpSessions, phone: customers.phone })
      .from(otpSessions)
      .leftJoin(customers, eq(customers.id, otpSessions.customerId))
      .where(eq(otpSessions.id, id));
    if (!found) throw new BankError('OTP_SESSION_INVALID', 400);
    const { session, phone } = found;
    const code = newOtpCode();
    const [row] = await db
      .update(otpSessions)
      .set({
        codeHash: phone ? codeHash(id, session.operation, code) : unmatchableHash(),
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
    if (!row) throw whyNoResend((await find(id)) ?? session, toDate(now));
    if (phone) await sendCode(phone, session.operation, code, locale);
  }

  /** After a registration or reset code: the token set-password asks for. */
  async function issueRegistrationToken(id: string): Promise<string> {
    const token = newOpaqueToken();
    await db
      .update(otpSessions)
      .set({
        registrationTokenHash: secrets.hash('registration', token),
        registrationTokenExpiresAt: toDate(clock.now().add({ minutes: registrationTokenMinutes })),
      })
      .where(eq(otpSessions.id, id));
    return token;
  }

  /** Uses up a registration token, once; returns its session or throws 400. */
  async function consumeRegistrationToken(id: string, token: string): Promise<OtpSession> {
    const now = toDate(clock.now());
    const [row] = await db
      .update(otpSessions)
      .set({ registrationTokenUsedAt: now })
      .where(
        and(
          eq(otpSessions.id, id),
          eq(otpSessions.registrationTokenHash, secrets.hash('registration', token)),
          isNull(otpSessions.registrationTokenUsedAt),
          gt(otpSessions.registrationTokenExpiresAt, now),
        ),
      )
      .returning();
    if (!row?.customerId) throw new BankError('REGISTRATION_TOKEN_INVALID', 400);
    return row;
  }

  return { start, validate, resend, issueRegistrationToken, consumeRegistrationToken, find };
}

export type OtpService = ReturnType<typeof otpService>;

function whyRefused(session: OtpSession, now: Date): BankError {
  if (session.verifiedAt) return new BankError('OTP_SESSION_INVALID', 400);
  if (session.attempts >= maxOtpAttempts) return new BankError('OTP_ATTEMPTS_EXCEEDED', 400);
  if (session.expiresAt <= now) return new BankError('OTP_EXPIRED', 400);
  return new BankError('OTP_SESSION_INVALID', 400);
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
