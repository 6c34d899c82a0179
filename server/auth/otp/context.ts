/**
 * The rules of one-time codes and what every code operation works with: the database, the
 * clock, the SMS port and the server key. Codes are stored only as keyed hashes bound to their
 * session and operation.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { CodeSmsLimits } from '../../config';
import type { BankDb } from '../../db/client';
import { type Customer, otpSessions } from '../../db/schema';
import { type Locale, type MessageKey, type MessageParams, translate } from '../../i18n';
import type { SmsSender } from '../../sms/sms-sender';
import { newOpaqueToken, type Secrets } from '../secrets';

export const otpOperations = [
  'LOGIN',
  'REGISTRATION',
  'FORGOT_PASSWORD',
  'CHANGE_PASSWORD',
  // A code bound to one transfer (server/transfers/execution): its SMS names amount and payee.
  'TRANSFER',
  // Card controls (server/products/cards/controls): a limits change and showing the requisites.
  'CARD_LIMITS',
  'CARD_REQUISITES',
  // A code bound to one cash-by-code order (server/cash-codes): its SMS names the amount.
  'CASH_CODE',
  // Adding a passkey (server/auth/passkeys): the code confirms exactly that credential.
  'PASSKEY_REGISTRATION',
  // A third party's consent (server/consents): the code confirms the exact accounts chosen.
  'ACCOUNT_CONSENT',
] as const;
export type OtpOperation = (typeof otpOperations)[number];
/** What the shared code calls (/api/v1/otp/validate) complete: the customer's access itself. */
export const accessCodeOperations = [
  'LOGIN',
  'REGISTRATION',
  'FORGOT_PASSWORD',
  'CHANGE_PASSWORD',
] as const satisfies readonly OtpOperation[];
export type OtpSession = typeof otpSessions.$inferSelect;

export const otpTtlMinutes = 5;
export const maxOtpAttempts = 5;
export const resendAfterSeconds = 60;
export const maxResends = 3;
export const registrationTokenMinutes = 15;

export interface OtpContext {
  /** The database, or the caller's transaction: the code's SMS is written in it. */
  db: BankDb;
  clock: Clock;
  sms: SmsSender;
  secrets: Secrets;
  smsLimits: CodeSmsLimits;
}

/** Who asked for a code, as the SMS limits count it (sms-limits.ts). */
export interface CodeRequester {
  /** The client's address (request.ip: TRUST_PROXY applied). */
  ip: string;
  /** For a decoy: the identifier asked for, which stands in for the phone it does not have. */
  identifierKey?: string;
}

export interface StartOptions {
  /** null: an unknown identifier gets a decoy that behaves the same and sends nothing. */
  customer: Pick<Customer, 'id' | 'phone'> | null;
  operation: OtpOperation;
  locale: Locale;
  requester: CodeRequester;
  /** The SMS's text when not the operation's own (SMS_<operation>). */
  text?: MessageKey;
  /** What fills the SMS beyond the code, e.g. a transfer's amount and payee. */
  details?: MessageParams;
  pendingPasswordHash?: string;
  /** What the code confirms, as a keyed hash (a card control's exact change). */
  confirmsHash?: string;
  authSessionId?: string;
}

export const codeHash = ({ secrets }: OtpContext, id: string, operation: string, code: string) =>
  secrets.hash('otp', `${id}:${operation}:${code}`);

/** What a decoy stores: the hash of no code at all, so no guess can ever match it. */
export const unmatchableHash = ({ secrets }: OtpContext) => secrets.hash('decoy', newOpaqueToken());

/** The text of an operation's code SMS. */
export const codeText = (operation: string): MessageKey => `SMS_${operation as OtpOperation}`;

/**
 * Writes a code's SMS in `db`, the transaction that opened or renewed the code: it goes out if
 * and only if that commits. `details` fill the text beyond the code (a transfer's amount, payee).
 */
export async function sendCode(
  { db, sms }: OtpContext,
  phone: string,
  text: MessageKey,
  code: string,
  locale: Locale,
  details: MessageParams = {},
) {
  await sms.within(db).send(phone, translate(text, locale, { ...details, code }));
}

export async function findOtpSession(
  { db }: OtpContext,
  id: string,
): Promise<OtpSession | undefined> {
  const [row] = await db.select().from(otpSessions).where(eq(otpSessions.id, id));
  return row;
}
