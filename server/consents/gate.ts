/**
 * The gate of every third-party read. THE CONCURRENCY RULE: a revoke takes effect at once, the
 * next read is refused, including one in flight when the revoke commits, and a revoked consent
 * is never revived. So the gate is one conditional statement in the read's own transaction:
 *
 *   UPDATE account_consents SET last_used_at = now
 *    WHERE id = … AND third_party_id = … AND status = 'valid' AND valid_until >= today
 *   RETURNING …
 *
 * It takes the consent's row lock. A revoke (an UPDATE … WHERE status = 'valid') that committed
 * first leaves no row to match, since PostgreSQL re-checks the WHERE on the newest row version
 * after waiting for the lock; a revoke that comes later waits for the read to commit. The
 * frequency count, the access-log line and the data are read under that same lock, in the same
 * transaction, so nothing is read or logged under a consent that no longer holds, and two
 * unattended reads cannot both take the last one of the day. Nothing writes a status here.
 */
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import {
  accountConsentProducts,
  accountConsents,
  type ConsentEndpoint,
  consentAccessLog,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid, type LedgerTx } from '../ledger/db';

export type Consent = typeof accountConsents.$inferSelect;

export interface ConsentRead {
  thirdPartyId: string;
  consentId: string;
  endpoint: ConsentEndpoint;
  /** The account or card read; null for the list of accounts. */
  productId: string | null;
  /** The customer is present (PSU-IP-Address sent): not counted against frequencyPerDay. */
  attended: boolean;
}

export interface OpenRead {
  tx: LedgerTx;
  consent: Consent;
  now: Temporal.Instant;
}

export const consentUnknown = () => new BankError('CONSENT_UNKNOWN', 403);

/** Why a consent gave no access: read only to word the refusal, never to write anything. */
async function refusalOf(tx: LedgerTx, read: ConsentRead, today: string): Promise<BankError> {
  const [consent] = await tx
    .select({ status: accountConsents.status, validUntil: accountConsents.validUntil })
    .from(accountConsents)
    .where(
      and(
        eq(accountConsents.id, read.consentId),
        eq(accountConsents.thirdPartyId, read.thirdPartyId),
      ),
    );
  if (!consent) return consentUnknown();
  if (statusAsOf(consent, today) === 'expired') return new BankError('CONSENT_EXPIRED', 401);
  return new BankError('CONSENT_INVALID', 401);
}

/** Takes the consent for this read, or refuses: the one conditional statement above. */
async function takeConsent(tx: LedgerTx, read: ConsentRead, now: Temporal.Instant) {
  const today = bakuDate(now).toString();
  const [consent] = await tx
    .update(accountConsents)
    .set({ lastUsedAt: toDate(now) })
    .where(
      and(
        eq(accountConsents.id, read.consentId),
        eq(accountConsents.thirdPartyId, read.thirdPartyId),
        eq(accountConsents.status, 'valid'),
        gte(accountConsents.validUntil, today),
      ),
    )
    .returning();
  if (!consent) throw await refusalOf(tx, read, today);
  return { consent, today };
}

async function assertCovered(tx: LedgerTx, consentId: string, productId: string) {
  const [covered] = isUuid(productId)
    ? await tx
        .select({ productId: accountConsentProducts.productId })
        .from(accountConsentProducts)
        .where(
          and(
            eq(accountConsentProducts.consentId, consentId),
            eq(accountConsentProducts.productId, productId),
          ),
        )
    : [];
  if (!covered) throw new BankError('CONSENT_ACCOUNT_NOT_COVERED', 403);
}

function assertRight(consent: Consent, endpoint: ConsentEndpoint) {
  const granted =
    endpoint === 'ACCOUNTS' ||
    (endpoint === 'BALANCES' && consent.readsBalances) ||
    (endpoint === 'TRANSACTIONS' && consent.readsTransactions);
  if (!granted) throw new BankError('CONSENT_RIGHT_NOT_GRANTED', 403);
}

/** Unattended reads of this endpoint and account today, under the consent's row lock. */
async function assertFrequency(tx: LedgerTx, consent: Consent, read: ConsentRead, day: string) {
  const [counted] = await tx
    .select({ reads: count() })
    .from(consentAccessLog)
    .where(
      and(
        eq(consentAccessLog.consentId, consent.id),
        eq(consentAccessLog.day, day),
        eq(consentAccessLog.endpoint, read.endpoint),
        eq(consentAccessLog.attended, false),
        read.productId === null
          ? isNull(consentAccessLog.productId)
          : eq(consentAccessLog.productId, read.productId),
      ),
    );
  if ((counted?.reads ?? 0) >= consent.frequencyPerDay) {
    throw new BankError('ACCESS_EXCEEDED', 429, { frequency: consent.frequencyPerDay });
  }
}

/**
 * Runs `readData` under the consent, in one transaction with the gate and the access-log line;
 * a refusal anywhere rolls back the last-used time and the log line with it.
 */
export function underConsent<T>(
  db: BankDb,
  clock: Clock,
  read: ConsentRead,
  readData: (open: OpenRead) => Promise<T>,
): Promise<T> {
  if (!isUuid(read.consentId)) return Promise.reject(consentUnknown());
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { consent, today } = await takeConsent(tx, read, now);
    assertRight(consent, read.endpoint);
    if (read.productId !== null) await assertCovered(tx, consent.id, read.productId);
    if (!read.attended) await assertFrequency(tx, consent, read, today);
    await tx.insert(consentAccessLog).values({
      consentId: consent.id,
      at: toDate(now),
      day: today,
      endpoint: read.endpoint,
      productId: read.productId,
      attended: read.attended,
    });
    return readData({ tx, consent, now });
  });
}

/** A consent's status as of `today`: a valid or unanswered one past validUntil is expired. */
export function statusAsOf(
  consent: Pick<Consent, 'status' | 'validUntil'>,
  today: string,
): Consent['status'] {
  const lapsed = consent.validUntil < today && ['valid', 'received'].includes(consent.status);
  return lapsed ? 'expired' : consent.status;
}

/** The same rule in SQL, for lists and filters. */
export const statusAsOfSql = (alias: string, today: string) =>
  sql`(case when ${sql.raw(alias)}.status in ('valid', 'received') and ${sql.raw(alias)}.valid_until < ${today}::date then 'expired' else ${sql.raw(alias)}.status end)`;
