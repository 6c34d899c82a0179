/**
 * The demo customers' consents, so /account-consents and /other-consents have something to
 * show: every holder gave the bank's data-processing and marketing consents when they joined;
 * the first holder (Leyla) has a valid consent of Büdcə on her manat account and card, read
 * now and then over the last days, and one of Kredit Bazarı she revoked; the second holder a
 * valid one of Kredit Bazarı on their manat account.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { type Clock, toDate } from '../clock';
import { giveOtherConsents, listSandboxThirdParties } from '../consents';
import {
  accountConsentProducts,
  accountConsents,
  type ConsentAccountType,
  type ConsentStatus,
  cards,
  consentAccessLog,
  currentAccounts,
} from '../db/schema';
import type { LedgerDb } from '../ledger';

interface DemoConsent {
  thirdPartyId: string;
  status: Extract<ConsentStatus, 'valid' | 'revokedByPsu'>;
  daysAgo: number;
  products: ReadonlyArray<{ id: string; type: ConsentAccountType }>;
  /** Reads a day, over the days since it was given (newest last). */
  readsPerDay: number;
}

async function manatAccountAndCard(db: LedgerDb, customerId: string) {
  const [account] = await db
    .select()
    .from(currentAccounts)
    .where(and(eq(currentAccounts.customerId, customerId), eq(currentAccounts.currency, 'AZN')))
    .orderBy(asc(currentAccounts.openedAt));
  if (!account) throw new Error('a demo holder without a manat account');
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.accountId, account.id))
    .orderBy(asc(cards.issuedAt));
  return { account, card };
}

async function seedConsent(
  db: LedgerDb,
  now: Temporal.Instant,
  customerId: string,
  consent: DemoConsent,
) {
  const given = now.subtract({ hours: 24 * consent.daysAgo });
  const today = bakuDate(now);
  const [row] = await db
    .insert(accountConsents)
    .values({
      thirdPartyId: consent.thirdPartyId,
      customerId,
      status: consent.status,
      readsBalances: true,
      readsTransactions: consent.thirdPartyId === 'budce',
      validUntil: today.add({ days: 180 - consent.daysAgo }).toString(),
      frequencyPerDay: 4,
      recurring: true,
      redirectUri: `/sandbox-tpp?tpp=${consent.thirdPartyId}`,
      createdAt: toDate(given),
      statusChangedAt: toDate(consent.status === 'valid' ? given : now.subtract({ hours: 30 })),
      authorizedAt: toDate(given),
    })
    .returning({ id: accountConsents.id });
  if (!row) throw new Error('a demo consent vanished');
  await db.insert(accountConsentProducts).values(
    consent.products.map((product, position) => ({
      consentId: row.id,
      productId: product.id,
      type: product.type,
      position,
    })),
  );
  const reads = [];
  for (let day = consent.daysAgo - 1; day >= 2; day--) {
    for (let read = 0; read < consent.readsPerDay; read++) {
      const at = now.subtract({ hours: 24 * day - 3 * read });
      const product = consent.products[read % consent.products.length];
      reads.push({
        consentId: row.id,
        at: toDate(at),
        day: bakuDate(at).toString(),
        endpoint: 'BALANCES' as const,
        productId: product?.id ?? null,
        attended: read === 0,
      });
    }
  }
  if (reads.length > 0) await db.insert(consentAccessLog).values(reads);
  const last = reads.at(-1);
  if (last) {
    await db
      .update(accountConsents)
      .set({ lastUsedAt: last.at })
      .where(eq(accountConsents.id, row.id));
  }
}

/** In the seed's transaction, for the registered holders in the seed's order. */
export async function seedDemoConsents(
  db: LedgerDb,
  clock: Clock,
  holders: ReadonlyArray<{ id: string }>,
) {
  const now = clock.now();
  await listSandboxThirdParties(db, clock);
  for (const [index, holder] of holders.entries()) {
    await giveOtherConsents(db, holder.id, [
      { kind: 'DATA_PROCESSING', at: toDate(now.subtract({ hours: 24 * (200 + index) })) },
      { kind: 'MARKETING', at: toDate(now.subtract({ hours: 24 * (120 + index) })) },
    ]);
    const { account, card } = await manatAccountAndCard(db, holder.id);
    const accountOnly = [{ id: account.id, type: 'CURRENT_ACCOUNT' as const }];
    if (index === 0) {
      const withCard = card ? [...accountOnly, { id: card.id, type: 'DEBIT_CARD' as const }] : [];
      await seedConsent(db, now, holder.id, {
        thirdPartyId: 'budce',
        status: 'valid',
        daysAgo: 12,
        products: withCard.length > 0 ? withCard : accountOnly,
        readsPerDay: 2,
      });
      await seedConsent(db, now, holder.id, {
        thirdPartyId: 'kredit-bazari',
        status: 'revokedByPsu',
        daysAgo: 40,
        products: accountOnly,
        readsPerDay: 1,
      });
    }
    if (index === 1) {
      await seedConsent(db, now, holder.id, {
        thirdPartyId: 'kredit-bazari',
        status: 'valid',
        daysAgo: 5,
        products: accountOnly,
        readsPerDay: 1,
      });
    }
  }
}
