/**
 * Cash by code in the bank test's audit: after the run the bank's clock moves past the codes'
 * 24 hours and the expiry job must end every code still active; then each code must match its
 * hold and its booking (USED: captured and booked once to the bank's cash; CANCELED or EXPIRED:
 * released and never booked), and each order its commission and its codes.
 */
import { Temporal } from 'temporal-polyfill';
import { withDatabase } from './audit';
import { moveBankClock } from './clock';
import { callWithRetries, pause } from './http';

type Row = Record<string, string | null>;

/** Moves the bank's clock a day and an hour on and waits until no code is ACTIVE; how many were. */
export async function expireCashCodes(urls: readonly string[], url: string, limitMs = 120_000) {
  const active = async () =>
    withDatabase(url, async (query) => {
      const [row] = await query(
        `select count(*)::text as n from cash_codes where status = 'ACTIVE'`,
      );
      return Number(row?.n ?? 0);
    });
  const first = await active();
  if (first === 0) return 0;
  const clock = await callWithRetries(urls, 0, 'GET', '/sandbox/v1/clock');
  const bankNow = Temporal.Instant.from(clock?.body?.now ?? Temporal.Now.instant().toString());
  await moveBankClock(urls, bankNow.add({ hours: 25 }));
  const deadline = Date.now() + limitMs;
  while ((await active()) > 0) {
    if (Date.now() > deadline) throw new Error('active cash codes did not expire in time');
    await pause(500);
  }
  return first;
}

const cashCodesSql = `
  select c.id, c.status, (h.released_at is not null)::text as released,
    (h.captured_at is not null)::text as captured,
    (select count(*) from ledger_transactions l where l.reference = 'cash-code:' || c.id)::text
      as bookings
  from cash_codes c join ledger_holds h on h.id = c.hold_id`;

function codeProblem(row: Row): string | null {
  const { id, status } = row;
  const booked = Number(row.bookings);
  const fate = `${row.captured === 'true' ? 'captured' : ''}${row.released === 'true' ? 'released' : ''}`;
  if (status === 'USED')
    return fate === 'captured' && booked === 1 ? null : `${id} USED, ${fate} ${booked}`;
  if (status === 'CANCELED' || status === 'EXPIRED') {
    return fate === 'released' && booked === 0 ? null : `${id} ${status}, ${fate} ${booked}`;
  }
  return `${id} still ${status}`;
}

const cashOrdersSql = `
  select o.id, o.status, o.amount_minor::text as amount, o.commission_minor::text as commission,
    (select count(*) from ledger_transactions l
      where l.reference = 'cash-order:' || o.id || ':commission')::text as commissions,
    (select count(*) from cash_codes c where c.order_id = o.id)::text as codes,
    (select coalesce(sum(c.amount_minor), 0) from cash_codes c where c.order_id = o.id)::text
      as coded
  from cash_orders o where o.status <> 'QUOTED'`;

function orderProblem(row: Row): string | null {
  const charged = Number(row.commissions);
  if (row.status === 'CONFIRMED') {
    const expected = BigInt(row.commission ?? '0') > 0n ? 1 : 0;
    if (charged === expected && row.coded === row.amount) return null;
    return `${row.id} CONFIRMED: ${charged} commissions, ${row.coded} of ${row.amount} in codes`;
  }
  return charged === 0 && row.codes === '0' ? null : `${row.id} ${row.status} but charged or coded`;
}

const countBy = (rows: Row[], key: string) =>
  rows.reduce<Record<string, number>>((counts, row) => {
    const value = String(row[key]);
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

export async function auditCash(url: string) {
  return withDatabase(url, async (query) => {
    const codes = await query(cashCodesSql);
    const orders = await query(cashOrdersSql);
    return {
      orderStatuses: new Map(orders.map((row) => [row.id as string, row.status as string])),
      ordersByStatus: countBy(orders, 'status'),
      codesByStatus: countBy(codes, 'status'),
      problems: [...codes.map(codeProblem), ...orders.map(orderProblem)].filter(
        (problem) => problem !== null,
      ),
    };
  });
}
