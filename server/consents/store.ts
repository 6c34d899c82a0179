/**
 * The customer's consents as their pages read them, each list or detail in one statement: the
 * consent, its third party, its accounts (json_agg over the products fragment) and, for one
 * consent, its access log page and what may be granted. Statuses are as of the bank's clock.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import type { BankDb } from '../db/client';
import type { ConsentEndpoint, ConsentStatus } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid, type LedgerTx, rowsOf } from '../ledger/db';
import { statusAsOfSql } from './gate';
import { type ProductJson, productJsonSql, productsOf } from './products';

export interface ConsentRow {
  id: string;
  third_party_id: string;
  tpp_name: string;
  created_at: Date | string;
  valid_until: string;
  status: ConsentStatus;
  customer_id: string | null;
  reads_balances: boolean;
  reads_transactions: boolean;
  frequency_per_day: number;
  recurring: boolean;
  last_used_at: Date | string | null;
  authorized_at: Date | string | null;
  status_changed_at: Date | string;
  redirect_uri: string;
  accounts: ProductJson[];
}

export interface LogLine {
  id: string;
  at: Date | string;
  endpoint: ConsentEndpoint;
  product_id: string | null;
  attended: boolean;
}

export interface ConsentDetailsRow extends ConsentRow {
  log: LogLine[];
  grantable: ProductJson[];
}

export const consentNotFound = () => new BankError('NOT_FOUND', 404, {}, 'CONSENT_NOT_FOUND');

function consentSql(today: string, extra: SQL = sql``): SQL {
  return sql`
    select c.id, c.third_party_id, t.name as tpp_name, c.created_at,
      c.valid_until::text as valid_until, ${statusAsOfSql('c', today)} as status, c.customer_id,
      c.reads_balances, c.reads_transactions, c.frequency_per_day, c.recurring, c.last_used_at,
      c.authorized_at, c.status_changed_at, c.redirect_uri,
      coalesce((
        select json_agg(${productJsonSql('p')} order by cp.position)
        from account_consent_products cp
        join ${productsOf(sql`c.customer_id`)} as p on p.id = cp.product_id
        where cp.consent_id = c.id), '[]'::json) as accounts
      ${extra}
    from account_consents c join third_parties t on t.id = c.third_party_id`;
}

/** A page cursor: the last consent's creation (epoch ms) and id. */
const cursorPattern = /^([0-9]{1,15})\.([0-9a-f-]{36})$/i;

export async function listConsents(
  db: BankDb,
  now: Temporal.Instant,
  customerId: string,
  { status, cursor, limit }: { status?: ConsentStatus; cursor?: string; limit: number },
) {
  const today = bakuDate(now).toString();
  const after = cursor === undefined ? null : cursorPattern.exec(cursor);
  if (cursor !== undefined && (!after?.[2] || !isUuid(after[2]))) {
    throw new BankError('VALIDATION_FAILED', 400);
  }
  const rows = rowsOf<ConsentRow>(
    await db.execute(sql`${consentSql(today)}
      where c.customer_id = ${customerId}::uuid
        and (${status ?? null}::text is null or ${statusAsOfSql('c', today)} = ${status ?? null})
        and (${after?.[1] ?? null}::bigint is null
          or (c.created_at, c.id) < (timestamptz 'epoch' + ${after?.[1] ?? null}::bigint * interval '1 millisecond', ${after?.[2] ?? null}::uuid))
      order by c.created_at desc, c.id desc
      limit ${limit + 1}`),
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? `${new Date(last.created_at).getTime()}.${last.id}` : null;
  return { items, nextCursor };
}

/**
 * One consent the customer may see: their own, or a third party's request nobody has answered
 * (the authorisation page). With its log page and, for such a request, what may be granted.
 */
export async function consentDetails(
  db: BankDb | LedgerTx,
  now: Temporal.Instant,
  customerId: string,
  id: string,
  log: { before: string | null; limit: number },
): Promise<ConsentDetailsRow> {
  if (!isUuid(id)) throw consentNotFound();
  const today = bakuDate(now).toString();
  const extra = sql`,
    coalesce((
      select json_agg(line order by line.id::bigint desc) from (
        select l.id::text as id, l.at, l.endpoint, l.product_id, l.attended
        from consent_access_log l
        where l.consent_id = c.id
          and l.id < coalesce(${log.before}::bigint, 9223372036854775807)
        order by l.id desc limit ${log.limit + 1}) as line), '[]'::json) as log,
    case when c.status = 'received' and c.customer_id is null then coalesce((
      select json_agg(${productJsonSql('g')})
      from ${productsOf(customerId)} as g where g.open), '[]'::json)
    else '[]'::json end as grantable`;
  const [row] = rowsOf<ConsentDetailsRow>(
    await db.execute(sql`${consentSql(today, extra)}
      where c.id = ${id}::uuid
        and (c.customer_id = ${customerId}::uuid
          or (c.status = 'received' and c.customer_id is null))`),
  );
  if (!row) throw consentNotFound();
  return row;
}
