/**
 * What a third party reads under a consent, inside the gate's transaction (gate.ts): the
 * covered accounts, one account's balances, one account's booked postings in a period. Money
 * leaves as Berlin Group's decimal strings.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bakuDate, bankTimeZone } from '../../domain/calendar';
import type { Locale } from '../../domain/locale';
import { toDecimalString } from '../../domain/money';
import type { BankDb } from '../db/client';
import type { Currency } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { type LedgerTx, rowsOf } from '../ledger/db';
import type { Schemas } from '../openapi/json';
import { describedIn } from '../products/names';
import type { Consent, OpenRead } from './gate';
import { accountReference, type ProductRow, productsOf, psd2AccountJson } from './products';

type CoveredRow = ProductRow & { balance: string; held: string };

/** The consent's accounts, in the order granted, with their balances summed over their ledgers. */
export async function coveredProducts(db: BankDb | LedgerTx, consent: Consent, productId?: string) {
  if (!consent.customerId) return [];
  return rowsOf<CoveredRow>(
    await db.execute(sql`
      select p.*, money.balance::text as balance, money.held::text as held
      from account_consent_products cp
      join ${productsOf(consent.customerId)} as p on p.id = cp.product_id
      cross join lateral (
        select coalesce(sum(l.balance), 0) as balance, coalesce(sum(l.held), 0) as held
        from ledger_accounts l where l.id = any(p.ledger_ids)
      ) as money
      where cp.consent_id = ${consent.id}
        and (${productId ?? null}::uuid is null or cp.product_id = ${productId ?? null}::uuid)
      order by cp.position`),
  );
}

const psd2Amount = (minor: bigint, currency: Currency): Schemas['Psd2Amount'] => ({
  currency,
  amount: toDecimalString(Number(minor), currency),
});

export function balancesOf(row: CoveredRow, today: string): Schemas['Psd2Balance'][] {
  const balance = BigInt(row.balance);
  return [
    {
      balanceAmount: psd2Amount(balance, row.currency),
      balanceType: 'closingBooked',
      referenceDate: today,
    },
    {
      balanceAmount: psd2Amount(balance - BigInt(row.held), row.currency),
      balanceType: 'interimAvailable',
      referenceDate: today,
    },
  ];
}

export async function readAccounts(open: OpenRead, locale: Locale, withBalance: boolean) {
  const today = bakuDate(open.now).toString();
  const rows = await coveredProducts(open.tx, open.consent);
  return {
    accounts: rows.map((row) => ({
      ...psd2AccountJson(row, locale),
      ...(withBalance ? { balances: balancesOf(row, today) } : {}),
    })),
  };
}

export async function readBalances(open: OpenRead, productId: string) {
  const [row] = await coveredProducts(open.tx, open.consent, productId);
  // Covered but gone from the customer's products (never, while products are not deleted).
  if (!row) throw new BankError('CONSENT_ACCOUNT_NOT_COVERED', 403);
  return {
    account: accountReference(row),
    balances: balancesOf(row, bakuDate(open.now).toString()),
  };
}

export interface TransactionsQuery {
  dateFrom: string;
  dateTo: string;
  /** Only postings older than this id (the previous page's last). */
  before: string | null;
  limit: number;
}

interface PostingRow {
  id: string;
  amount: string;
  currency: Currency;
  booked_at: Date | string;
  description: string;
  metadata: Record<string, unknown>;
}

const startOf = (day: string) =>
  Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: bankTimeZone }).toInstant().toString();

export async function readTransactions(
  open: OpenRead,
  productId: string,
  query: TransactionsQuery,
  locale: Locale,
) {
  const [row] = await coveredProducts(open.tx, open.consent, productId);
  if (!row) throw new BankError('CONSENT_ACCOUNT_NOT_COVERED', 403);
  const to = Temporal.PlainDate.from(query.dateTo).add({ days: 1 }).toString();
  const postings = rowsOf<PostingRow>(
    await open.tx.execute(sql`
      select p.id::text as id, p.amount::text as amount, p.currency, t.booked_at, t.description,
        t.metadata
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = any(${sql.raw(`'{${row.ledger_ids.join(',')}}'`)}::uuid[])
        and (${row.card_id}::uuid is null or t.metadata->>'cardId' = ${row.card_id}::text)
        and t.booked_at >= ${startOf(query.dateFrom)}::timestamptz
        and t.booked_at < ${startOf(to)}::timestamptz
        and p.id < coalesce(${query.before}::bigint, 9223372036854775807)
      order by p.id desc
      limit ${query.limit + 1}`),
  );
  const page = postings.slice(0, query.limit);
  const last = page.at(-1);
  return {
    account: accountReference(row),
    booked: page.map((posting) => transactionJson(posting, locale)),
    nextBefore: postings.length > query.limit && last ? last.id : null,
  };
}

function transactionJson(posting: PostingRow, locale: Locale): Schemas['Psd2Transaction'] {
  const minor = BigInt(posting.amount);
  const day = bakuDate(Temporal.Instant.from(new Date(posting.booked_at).toISOString())).toString();
  const merchant = posting.metadata.merchant;
  const party = typeof merchant === 'string' && merchant !== '' ? merchant : null;
  return {
    transactionId: posting.id,
    bookingDate: day,
    valueDate: day,
    transactionAmount: psd2Amount(minor, posting.currency),
    ...(party ? (minor < 0n ? { creditorName: party } : { debtorName: party }) : {}),
    remittanceInformationUnstructured: describedIn(locale, posting),
  };
}
