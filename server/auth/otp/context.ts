/**
 * The rules of one-time codes and what every code operation works with: the database, the
 * clock, the SMS port and the server key. Codes are stored only as keyed hashes bound to their
 * session and operation.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { BankDb } from '../../db/client';
import { type Customer, otpSessions } from '../../db/schema';
import { type Locale, type MessageParams, translate } from '../../i18n';
import type { SmsSender } from '../../sms/sms-sender';
import { newOpaqueToken, type Secrets } from '../secrets';

export const otpOperations = [
  'LOGIN',
  'REGISTRATION',
  'FORGOT_PASSWORD',
  'CHANGE_PASSWORD',
  // A code bound to one transfer (server/transfers/execution): its SMS names amount and payee.
  'TRANSFER',
] as const;
export type OtpOperation = (typeof otpOperations)[number];
export type OtpSession = typeof otpSessions.$inferSelect;

export const otpTtlMinutes = 5;
export const maxOtpAttempts = 5;
export const resendAfterSeconds = 60;
export const maxResends = 3;
export const registrationTokenMinutes = 15;

export interface OtpContext {
  db: BankDb;
  clock: Clock;
  sms: SmsSender;
  secrets: Secrets;
}

export interface StartOptions {
  /** null: an unknown identifier gets a decoy that behaves the same and sends nothing. */
  customer: Pick<Customer, 'id' | 'phone'> | null;
  operation: OtpOperation;
  locale: Locale;
  pendingPasswordHash?: string;
  authSessionId?: string;
}

export const codeHash = ({ secrets }: OtpContext, id: string, operation: string, code: string) =>
  secrets.hash('otp', `${id}:${operation}:${code}`);

/** What a decoy stores: the hash of no code at all, so no guess can ever match it. */
export const unmatchableHash = ({ secrets }: OtpContext) => secrets.hash('decoy', newOpaqueToken());

/** `details` fill the operation's SMS beyond the code, e.g. a transfer's amount and payee. */
export async function sendCode(
  { sms }: OtpContext,
  phone: string,
  operation: string,
  code: string,
  locale: Locale,
  details: MessageParams = {},
) {
  const key = `SMS_${operation as OtpOperation}` as const;
  await sms.send(phone, translate(key, locale, { ...details, code }));
}

export async function findOtpSession(
  { db }: OtpContext,
  id: string,
): Promise<OtpSession | undefined> {
  const [row] = await db.select().from(otpSessions).where(eq(otpSessions.id, id));
  return row;
}
