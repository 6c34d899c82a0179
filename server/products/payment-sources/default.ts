/**
 * Changing the stored default payment source (payment_defaults): the customer's choice on
 * /payment-methods, and the move when the default card is blocked. A card that cannot pay is
 * never stored: the write itself re-checks the card, so a block committed meanwhile wins.
 */
import { and, eq, sql } from 'drizzle-orm';
import { bakuDate } from '../../../domain/calendar';
import { type Clock, toDate } from '../../clock';
import { paymentDefaults } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb, LedgerTx } from '../../ledger';
import { isUuid, rowsOf } from '../../ledger/db';
import { productNotFound } from '../json';
import {
  type CustomerSources,
  defaultSource,
  type PaymentSource,
  readPaymentSources,
} from './sources';

const choiceOf = (source: PaymentSource) => ({
  accountId: source.kind === 'ACCOUNT' ? source.id : null,
  cardId: source.kind === 'CARD' ? source.id : null,
});

/**
 * One upsert. A card is read FOR SHARE and only while active and unexpired, so a block running
 * at the same time either waits for this choice (and then moves it) or makes it store nothing.
 */
async function storeChoice(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  source: PaymentSource,
): Promise<boolean> {
  const { accountId, cardId } = choiceOf(source);
  const at = toDate(clock.now()).toISOString();
  const chosen =
    source.kind === 'ACCOUNT'
      ? sql`values (${customerId}::uuid, ${accountId}::uuid, null::uuid, ${at}::timestamptz)`
      : sql`select c.customer_id, null::uuid, c.id, ${at}::timestamptz from cards c
            where c.id = ${cardId}::uuid and c.customer_id = ${customerId}::uuid
              and c.status = 'ACTIVE' and c.expires_on >= ${bakuDate(clock.now()).toString()}::date
            for share`;
  const stored = await db.execute(sql`
    insert into payment_defaults (customer_id, account_id, card_id, updated_at) ${chosen}
    on conflict (customer_id) do update
      set account_id = excluded.account_id, card_id = excluded.card_id,
          updated_at = excluded.updated_at
    returning customer_id`);
  return rowsOf(stored).length === 1;
}

/**
 * Makes one of the customer's current accounts or usable cards the default: 404 for anything
 * else, 409 CARD_BLOCKED or CARD_EXPIRED for a card that cannot pay, nothing changed then.
 * Answers the sources with the new choice stored.
 */
export async function chooseDefaultSource(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  productId: string,
): Promise<CustomerSources> {
  if (!isUuid(productId)) throw productNotFound();
  const read = await readPaymentSources(db, clock, customerId);
  const source = read.sources.find(({ id }) => id === productId);
  if (!source) throw productNotFound();
  if (source.reason) throw new BankError(source.reason, 409);
  // Usable a moment ago, refused by the write: blocked in between.
  if (!(await storeChoice(db, clock, customerId, source))) {
    throw new BankError('CARD_BLOCKED', 409);
  }
  return { ...read, storedDefaultId: source.id };
}

/**
 * Called in the transaction that blocked the card: when it was the stored default, the default
 * moves to the first usable source in the list's order, or the row goes when none can pay.
 * Unblocking the card later does not move it back: the bank keeps no earlier choice.
 */
export async function moveDefaultOffBlockedCard(
  tx: LedgerTx,
  clock: Clock,
  customerId: string,
  cardId: string,
): Promise<void> {
  const [stored] = await tx
    .select({ customerId: paymentDefaults.customerId })
    .from(paymentDefaults)
    .where(and(eq(paymentDefaults.customerId, customerId), eq(paymentDefaults.cardId, cardId)))
    .for('update');
  if (!stored) return;
  const { sources } = await readPaymentSources(tx, clock, customerId);
  const next = defaultSource(sources, null);
  if (!next) {
    await tx.delete(paymentDefaults).where(eq(paymentDefaults.customerId, customerId));
    return;
  }
  await tx
    .update(paymentDefaults)
    .set({ ...choiceOf(next), updatedAt: toDate(clock.now()) })
    .where(eq(paymentDefaults.customerId, customerId));
}
