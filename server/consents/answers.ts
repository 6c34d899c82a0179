/**
 * The customer's answers to a consent: authorise (choose accounts, a one-time code bound to
 * exactly that choice), confirm with the code, reject, revoke. Each status change is one
 * conditional UPDATE on the status it leaves (`WHERE status = 'received'` / `'valid'`), so two
 * answers at once cannot both win and nothing writes a status read earlier; confirming binds
 * the consent to the customer and the accounts and makes it valid in the code's transaction.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { type CodeRequester, issueOtp, type OtpContext, resendOtp, validateOtp } from '../auth/otp';
import { findOtpSession } from '../auth/otp/context';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { accountConsentProducts, accountConsents, type Customer } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { LedgerTx } from '../ledger/db';
import type { Schemas } from '../openapi/json';
import { consentDetails } from './store';

export interface AnswerContext {
  db: BankDb;
  clock: Clock;
  codes: OtpContext;
}

const notReceived = () => new BankError('CONSENT_NOT_RECEIVED', 409);
const noLog = { before: null, limit: 0 };

/** The request as the customer may answer it: received, nobody's yet, not past validUntil. */
async function openRequest(db: BankDb | LedgerTx, clock: Clock, customerId: string, id: string) {
  const consent = await consentDetails(db, clock.now(), customerId, id, noLog);
  if (consent.status !== 'received' || consent.customer_id !== null) throw notReceived();
  return consent;
}

/** Every chosen id is one of the customer's open products; answers them in the order chosen. */
function chosenProducts(grantable: { id: string; type: string }[], accountIds: string[]) {
  return accountIds.map((id) => {
    const product = grantable.find((candidate) => candidate.id === id);
    if (!product) throw new BankError('CONSENT_ACCOUNT_NOT_GRANTABLE', 400);
    return product;
  });
}

/** What the code confirms: this consent and exactly these accounts, in any order. */
const binding = ({ secrets }: OtpContext, consentId: string, accountIds: string[]) =>
  secrets.hash('account-consent', `${consentId}:${[...accountIds].sort().join(',')}`);

async function challengeOf(codes: OtpContext, sessionId: string) {
  const session = await findOtpSession(codes, sessionId);
  if (!session) throw new Error('a code session vanished as it was opened');
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(session.expiresAt.getTime());
  return { sessionId, expiresAt: expiresAt.toString() };
}

export async function authorizeConsent(
  { db, clock, codes }: AnswerContext,
  customer: Pick<Customer, 'id' | 'phone'>,
  id: string,
  accountIds: string[],
  { locale, requester }: { locale: Locale; requester: CodeRequester },
): Promise<Schemas['CodeChallenge']> {
  const consent = await openRequest(db, clock, customer.id, id);
  chosenProducts(consent.grantable, accountIds);
  const sessionId = await db.transaction((tx) =>
    issueOtp(
      { ...codes, db: tx },
      {
        customer,
        operation: 'ACCOUNT_CONSENT',
        locale,
        requester,
        details: { tpp: consent.tpp_name },
        confirmsHash: binding(codes, id, accountIds),
      },
    ),
  );
  return challengeOf(codes, sessionId);
}

/** Checks the code in `tx`; a refusal is returned so the counted try commits before it is thrown. */
async function checkCode(
  codes: OtpContext,
  tx: LedgerTx,
  customerId: string,
  expected: string,
  confirmation: Schemas['CodeConfirmation'],
): Promise<BankError | null> {
  const inTx = { ...codes, db: tx };
  const session = await findOtpSession(inTx, confirmation.sessionId);
  if (!session || session.customerId !== customerId || session.operation !== 'ACCOUNT_CONSENT') {
    return new BankError('OTP_SESSION_INVALID', 400);
  }
  if (!codes.secrets.same(session.confirmsHash ?? '', expected)) {
    return new BankError('CONFIRMATION_MISMATCH', 400);
  }
  try {
    await validateOtp(inTx, confirmation.sessionId, confirmation.code);
    return null;
  } catch (error) {
    if (error instanceof BankError) return error;
    throw error;
  }
}

/** The right code: bound to the customer and the accounts, valid, all in the code's transaction. */
export async function confirmConsent(
  { db, clock, codes }: AnswerContext,
  customerId: string,
  id: string,
  { accountIds, confirmation }: Schemas['ConfirmConsentRequest'],
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const consent = await openRequest(tx, clock, customerId, id);
    const products = chosenProducts(consent.grantable, accountIds);
    const refused = await checkCode(
      codes,
      tx,
      customerId,
      binding(codes, id, accountIds),
      confirmation,
    );
    if (refused) return refused;
    const now = clock.now();
    const [made] = await tx
      .update(accountConsents)
      .set({ status: 'valid', customerId, authorizedAt: toDate(now), statusChangedAt: toDate(now) })
      .where(
        and(
          eq(accountConsents.id, id),
          eq(accountConsents.status, 'received'),
          isNull(accountConsents.customerId),
          gte(accountConsents.validUntil, bakuDate(now).toString()),
        ),
      )
      .returning({ id: accountConsents.id });
    // Answered by another call meanwhile: its answer stands, and this code's try is undone too.
    if (!made) throw notReceived();
    await tx.insert(accountConsentProducts).values(
      products.map((product, position) => ({
        consentId: id,
        productId: product.id,
        type: product.type as (typeof accountConsentProducts.$inferInsert)['type'],
        position,
      })),
    );
    return null;
  });
  if (refusal) throw refusal;
}

export async function resendConsentCode(
  { db, clock, codes }: AnswerContext,
  customerId: string,
  id: string,
  sessionId: string,
  { locale, requester }: { locale: Locale; requester: CodeRequester },
): Promise<Schemas['CodeChallenge']> {
  const consent = await openRequest(db, clock, customerId, id);
  const session = await findOtpSession(codes, sessionId);
  if (!session || session.customerId !== customerId || session.operation !== 'ACCOUNT_CONSENT') {
    throw new BankError('OTP_SESSION_INVALID', 400);
  }
  await resendOtp(codes, sessionId, locale, requester, { tpp: consent.tpp_name });
  return challengeOf(codes, sessionId);
}

export async function rejectConsent({ db, clock }: AnswerContext, customerId: string, id: string) {
  await openRequest(db, clock, customerId, id);
  const now = clock.now();
  const [rejected] = await db
    .update(accountConsents)
    .set({ status: 'rejected', customerId, statusChangedAt: toDate(now) })
    .where(
      and(
        eq(accountConsents.id, id),
        eq(accountConsents.status, 'received'),
        isNull(accountConsents.customerId),
        gte(accountConsents.validUntil, bakuDate(now).toString()),
      ),
    )
    .returning({ id: accountConsents.id });
  if (!rejected) throw notReceived();
}

/**
 * Revokes at once: one conditional UPDATE from `valid`. It waits for a read holding the
 * consent's row lock (gate.ts) and, once it commits, no read's gate can match the row again.
 */
export async function revokeConsent({ db, clock }: AnswerContext, customerId: string, id: string) {
  const now = clock.now();
  const consent = await consentDetails(db, now, customerId, id, noLog);
  if (consent.customer_id !== customerId) throw new BankError('CONSENT_NOT_VALID', 409);
  const [revoked] = await db
    .update(accountConsents)
    .set({ status: 'revokedByPsu', statusChangedAt: toDate(now) })
    .where(
      and(
        eq(accountConsents.id, id),
        eq(accountConsents.customerId, customerId),
        eq(accountConsents.status, 'valid'),
        gte(accountConsents.validUntil, bakuDate(now).toString()),
      ),
    )
    .returning({ id: accountConsents.id });
  if (!revoked) throw new BankError('CONSENT_NOT_VALID', 409);
}
