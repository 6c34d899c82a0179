/** Reading the customer's prepayments; another customer's is 404 PREPAYMENT_NOT_FOUND. */
import { and, desc, eq } from 'drizzle-orm';
import { type Prepayment, prepayments } from '../db/schema';
import type { LedgerDb } from '../ledger';
import { isUuid } from '../ledger/db';
import { prepaymentNotFound } from './refusals';

export async function customerPrepayment(
  db: LedgerDb,
  customerId: string,
  id: string,
  { lock = false } = {},
): Promise<Prepayment> {
  if (!isUuid(id)) throw prepaymentNotFound();
  const query = db
    .select()
    .from(prepayments)
    .where(and(eq(prepayments.id, id), eq(prepayments.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw prepaymentNotFound();
  return row;
}

/** Every prepayment of the customer, newest first, for the request list. */
export function customerPrepayments(db: LedgerDb, customerId: string) {
  return db
    .select()
    .from(prepayments)
    .where(eq(prepayments.customerId, customerId))
    .orderBy(desc(prepayments.createdAt), desc(prepayments.id));
}
