/**
 * Reading cash orders and withdrawal codes, always for their customer (anyone else's is a 404),
 * and their statuses as of the bank's clock: an order whose one-time code died reads CANCELED,
 * a code past its expiry reads EXPIRED, before the jobs write it.
 */
import { and, asc, desc, eq, gt, lt, lte, or, type SQL } from 'drizzle-orm';
import { maxOtpAttempts } from '../auth/otp';
import { type Clock, toDate } from '../clock';
import {
  type CashCodeRow,
  type CashCodeStatus,
  type CashOrderRow,
  cashCodes,
  cashOrders,
  otpSessions,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid, type LedgerDb } from '../ledger/db';

export interface StoredCashOrder {
  order: CashOrderRow;
  /** The one-time code's session, while the order has one. */
  code: { expiresAt: Date; attempts: number } | null;
  codes: CashCodeRow[];
}

const notFound = () => new BankError('NOT_FOUND', 404);

/** The caller's order, QUOTED or not; 404 for anyone else's or an id that is no order. */
export async function findOrderRow(
  db: LedgerDb,
  customerId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<CashOrderRow> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(cashOrders)
    .where(and(eq(cashOrders.id, id), eq(cashOrders.customerId, customerId)));
  const [order] = forUpdate ? await query.for('update') : await query;
  if (!order) throw notFound();
  return order;
}

/** An order the customer asked for (a quote is not one yet), with its code and its codes. */
export async function findOrder(
  db: LedgerDb,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredCashOrder> {
  const order = await findOrderRow(db, customerId, id, options);
  if (order.status === 'QUOTED') throw notFound();
  return readOrder(db, order);
}

async function readOrder(db: LedgerDb, order: CashOrderRow): Promise<StoredCashOrder> {
  const [session] = order.otpSessionId
    ? await db
        .select({ expiresAt: otpSessions.expiresAt, attempts: otpSessions.attempts })
        .from(otpSessions)
        .where(eq(otpSessions.id, order.otpSessionId))
    : [];
  const codes = await db
    .select()
    .from(cashCodes)
    .where(eq(cashCodes.orderId, order.id))
    .orderBy(asc(cashCodes.part));
  return { order, code: session ?? null, codes };
}

/** Whether an order's one-time code can no longer confirm it (expired or tried out). */
function codeIsDead({ order, code }: StoredCashOrder, clock: Clock): boolean {
  if (order.status !== 'AWAITING_CODE' || !code) return false;
  return (
    code.attempts >= maxOtpAttempts || code.expiresAt.getTime() <= clock.now().epochMilliseconds
  );
}

export function orderAsOfNow(found: StoredCashOrder, clock: Clock): StoredCashOrder {
  const order = codeIsDead(found, clock)
    ? { ...found.order, status: 'CANCELED' as const }
    : found.order;
  return { ...found, order, codes: found.codes.map((code) => codeAsOfNow(code, clock)) };
}

export function codeAsOfNow(code: CashCodeRow, clock: Clock): CashCodeRow {
  const expired =
    code.status === 'ACTIVE' && code.expiresAt.getTime() <= clock.now().epochMilliseconds;
  return expired ? { ...code, status: 'EXPIRED' } : code;
}

/** The caller's code; 404 for anyone else's. */
export async function findCode(
  db: LedgerDb,
  customerId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<CashCodeRow> {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(cashCodes)
    .where(and(eq(cashCodes.id, id), eq(cashCodes.customerId, customerId)));
  const [code] = forUpdate ? await query.for('update') : await query;
  if (!code) throw notFound();
  return code;
}

/** What a status filter means on the bank's clock: ACTIVE ones past expiry are EXPIRED. */
function statusIs(status: CashCodeStatus, clock: Clock): SQL | undefined {
  const now = toDate(clock.now());
  if (status === 'ACTIVE') return and(eq(cashCodes.status, 'ACTIVE'), gt(cashCodes.expiresAt, now));
  if (status === 'EXPIRED') {
    // Written EXPIRED by the job, or still ACTIVE in the table but past its expiry.
    const lapsed = and(eq(cashCodes.status, 'ACTIVE'), lte(cashCodes.expiresAt, now));
    return or(eq(cashCodes.status, 'EXPIRED'), lapsed);
  }
  return eq(cashCodes.status, status);
}

/** Newest first; the cursor is the position of the last one shown, older ones come next. */
export async function listCodes(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  query: { status?: CashCodeStatus; cursor?: string; limit: number },
): Promise<{ items: CashCodeRow[]; nextCursor: string | null }> {
  const { status, cursor, limit } = query;
  const conditions = [
    eq(cashCodes.customerId, customerId),
    cursor === undefined ? undefined : lt(cashCodes.position, Number(cursor)),
  ];
  if (status) conditions.push(statusIs(status, clock));
  const rows = await db
    .select()
    .from(cashCodes)
    .where(and(...conditions))
    .orderBy(desc(cashCodes.position))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((code) => codeAsOfNow(code, clock));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.position) : null };
}
