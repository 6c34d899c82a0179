/**
 * A bank at scale, for the benchmark and for EXPLAIN checks: `customers` customers, each with a
 * current account, a card, a deposit and a loan and about `postingsPerCustomer` ledger postings
 * (their side and the bank's), plus customer 0 with a long history on an AZN and a USD account.
 * Set-based SQL only (generate_series, INSERT … SELECT), so half a million postings take
 * seconds, not one round trip a row.
 *
 * The books stay true: every ledger transaction is two postings of one currency that sum to zero
 * (against the bank's clearing account, or between the customer's own accounts), balance_after
 * follows each account's postings in id order, and every balance is the sum of its postings.
 * Ids are md5-derived, so a caller finds the customers again with scaleCustomerId(n).
 * Interest is not booked: deposits count as accrued up to today, so the jobs find nothing due.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface ScaleOptions {
  customers: number;
  postingsPerCustomer: number;
}

/** Lines on customer 0's current accounts besides the ordinary ones, as in issue 14's figures. */
export const longHistoryLines = 13_800;

/** The id PostgreSQL's `md5('scale:' || what || ':' || n)::uuid` gives, e.g. ('customer', 0). */
export function scaleId(what: string, n: number): string {
  const hex = createHash('md5').update(`scale:${what}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Customer 0 has the long history; 1 … customers are ordinary. */
export function scaleCustomerId(n: number): string {
  return scaleId('customer', n);
}

/** The SQL for scaleId: `n` is an SQL expression. */
const id = (what: string, n = 'n') => `md5('scale:${what}:' || ${n})::uuid`;

const historyDays = 365;

export async function seedScale(databaseUrl: string, options: ScaleOptions): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // A bulk load: the sort for balance_after fits in memory; a crash loses only the seed.
    await client.query(`set local work_mem = '256MB'`);
    await client.query('set local synchronous_commit = off');
    const end = new Date();
    const start = new Date(end.getTime() - historyDays * 86_400_000);
    // Every statement below reads its figures from here, so none needs parameters.
    await client.query(
      `create temp table scale_span on commit drop as select $1::timestamptz as start_at,
         $2::timestamptz as end_at, $3::int as customers, $4::int as rounds, $5::int as long_lines`,
      [
        start.toISOString(),
        end.toISOString(),
        options.customers,
        Math.max(2, Math.floor(options.postingsPerCustomer / 2)),
        longHistoryLines,
      ],
    );
    await ensureClearingAccounts(client);
    await planHistory(client);
    await planPostings(client);
    await openCustomers(client);
    await bookHistory(client);
    await client.query('commit');
    await client.query(
      'analyze customers, ledger_accounts, current_accounts, cards, deposits, loans, ledger_transactions, ledger_postings',
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

/** The bank's side of salaries and purchases; the app creates these too, so never twice. */
async function ensureClearingAccounts(client: pg.Client) {
  await client.query(
    `insert into ledger_accounts (number, kind, currency, allow_negative, created_at)
     select 'BANK-CLEARING-' || c, 'CLEARING', c, true, s.start_at
     from scale_span s, unnest(array['AZN', 'USD']) c
     on conflict (number) do nothing`,
  );
}

/** Customers 0 … s.customers and their products, each with its ledger accounts. */
async function openCustomers(client: pg.Client) {
  const statements = [
    `insert into customers (id, identifier_type, identifier_value, first_name, last_name, phone,
       created_at)
     select ${id('customer')}, 'PIN', 'SCALE' || n, 'Scale', 'Customer ' || n,
       '99477' || lpad(n::text, 7, '0'), s.start_at
     from scale_span s, generate_series(0, s.customers) n`,
    // Opened with the balance their postings will add up to: no second pass over 200 000 rows.
    `insert into ledger_accounts (id, number, kind, currency, customer_id, allow_negative,
       created_at, balance)
     select account.id, account.number, account.kind, account.currency, account.customer_id,
       account.kind = 'LOAN', s.start_at, coalesce(total.amount, 0)
     from scale_span s, (
       select md5('scale:' || a.what || ':' || n)::uuid as id, 'SCALE-' || n || '-' || a.what
         as number, a.kind, a.currency, ${id('customer')} as customer_id
       from scale_span s, generate_series(0, s.customers) n
       cross join (values ('current', 'CURRENT', 'AZN'), ('principal', 'DEPOSIT', 'AZN'),
         ('interest', 'DEPOSIT', 'AZN'), ('loan-account', 'LOAN', 'AZN')) a(what, kind, currency)
       union all
       select ${id('current-usd', '0')}, 'SCALE-0-current-usd', 'CURRENT', 'USD',
         ${id('customer', '0')}
     ) account
     left join scale_totals total on total.account_id = account.id`,
    `insert into current_accounts (id, customer_id, ledger_account_id, iban, name, currency,
       opened_at)
     select ${id('account')}, ${id('customer')}, ${id('current')},
       'AZ00SCAL' || lpad(n::text, 20, '0'), 'Current account', 'AZN', s.start_at
     from scale_span s, generate_series(0, s.customers) n
     union all
     select ${id('account-usd', '0')}, ${id('customer', '0')}, ${id('current-usd', '0')},
       'AZ00SCAU' || lpad('0', 20, '0'), 'Dollar account', 'USD', s.start_at from scale_span s`,
    `insert into cards (id, customer_id, account_id, name, masked_pan, payment_system, status,
       expires_on, issued_at)
     select ${id('card')}, ${id('customer')}, ${id('account')}, 'Debit card',
       '416973******' || lpad((n % 10000)::text, 4, '0'), 'VISA', 'ACTIVE',
       (s.end_at + interval '3 years')::date, s.start_at
     from scale_span s, generate_series(0, s.customers) n`,
    `insert into payment_defaults (customer_id, card_id, updated_at)
     select ${id('customer')}, ${id('card')}, s.start_at
     from scale_span s, generate_series(0, s.customers) n`,
    `insert into deposits (id, customer_id, name, product_type, currency, term_months,
       payout_frequency, rate_percent, principal, start_date, end_date, principal_account_id,
       interest_account_id, source_account_id, accrued_until, next_payout_on)
     select ${id('deposit')}, ${id('customer')}, 'Savings', 'PROFIT', 'AZN', 24, 'YEAR', 9,
       100000, s.start_at::date, (s.start_at + interval '24 months')::date,
       ${id('principal')}, ${id('interest')}, ${id('account')}, s.end_at::date,
       (s.start_at + interval '24 months')::date
     from scale_span s, generate_series(0, s.customers) n`,
    `insert into loans (id, customer_id, name, contract_number, currency, principal,
       rate_percent, term_months, start_date, monthly_payment, loan_account_id,
       repayment_account_id)
     select ${id('loan')}, ${id('customer')}, 'Cash loan', 'SCALE-' || n, 'AZN', 500000, 14, 24,
       s.start_at::date, 24006, ${id('loan-account')}, ${id('account')}
     from scale_span s, generate_series(0, s.customers) n`,
  ];
  for (const statement of statements) {
    await client.query(statement);
  }
}

/**
 * scale_tx: one row per ledger transaction, its amount moving from debit_account to
 * credit_account. Ordinary customers' rounds interleave over the year (round 0 the loan, round 1
 * the deposit, then salary and card purchases), as real customers' operations do; customer 0's
 * long history is spread over the same year, one line in eight on the dollar account.
 */
async function planHistory(client: pg.Client) {
  const clearing = (currency: string) =>
    `(select id from ledger_accounts where number = 'BANK-CLEARING-${currency}')`;
  const at = (position: string, count: string) =>
    `s.start_at + (s.end_at - s.start_at) * ((${position}) + 0.5) / (${count})`;
  await client.query(
    `create temp table scale_tx on commit drop as
     select gen_random_uuid() as id, * from (
     select kind, description, metadata, booked_at, currency, amount, debit_account,
       credit_account
     from (
       select n, r,
         ${at('r * (s.customers + 1) + n', '(s.customers + 1) * s.rounds')} as booked_at, 'AZN' as currency,
         case r when 0 then 'LOAN_DISBURSEMENT' when 1 then 'DEPOSIT_OPENING'
           else case when r % 2 = 0 then 'SALARY' else 'CARD_PURCHASE' end end as kind,
         case r when 0 then 500000 when 1 then 100000
           else case when r % 2 = 0 then 150000 else 500 + (n * 7 + r * 13) % 4000 end end
           as amount,
         case r when 0 then ${id('loan-account')} when 1 then ${id('current')}
           else case when r % 2 = 0 then ${clearing('AZN')} else ${id('current')} end end
           as debit_account,
         case r when 0 then ${id('current')} when 1 then ${id('principal')}
           else case when r % 2 = 0 then ${id('current')} else ${clearing('AZN')} end end
           as credit_account
       from scale_span s, generate_series(0, s.customers) n, generate_series(0, s.rounds - 1) r
     ) ordinary
     cross join lateral ${describe('n')}
     union all
     select kind, description, metadata, booked_at, currency, amount, debit_account,
       credit_account
     from (
       select k, ${at('k', 's.long_lines')} as booked_at,
         case when k % 8 = 7 then 'USD' else 'AZN' end as currency,
         case when k % 10 = 0 or k % 40 = 7 then 'SALARY'
           when k % 8 = 7 then 'UTILITY_PAYMENT' else 'CARD_PURCHASE' end as kind
       from scale_span s, generate_series(0, s.long_lines - 1) k
     ) line
     cross join lateral (select
       case when kind = 'SALARY' then case currency when 'AZN' then 300000 else 100000 end
         else 100 + (k * 37) % 2300 end as amount,
       case when kind = 'SALARY' then case currency when 'AZN' then ${clearing('AZN')}
           else ${clearing('USD')} end
         else case currency when 'AZN' then ${id('current', '0')} else ${id('current-usd', '0')} end
         end as debit_account,
       case when kind <> 'SALARY' then case currency when 'AZN' then ${clearing('AZN')}
           else ${clearing('USD')} end
         else case currency when 'AZN' then ${id('current', '0')} else ${id('current-usd', '0')} end
         end as credit_account,
       0 as n, k as r) sides
     cross join lateral ${describe('0')}) as planned`,
  );
}

/** The description and metadata the history shows: a purchase names its card. */
function describe(n: string): string {
  return `(select
    case kind when 'SALARY' then 'Salary' when 'LOAN_DISBURSEMENT' then 'Loan paid out'
      when 'DEPOSIT_OPENING' then 'Deposit opened' when 'UTILITY_PAYMENT' then 'Azərişıq'
      else (array['Bravo', 'Bolt', 'Wolt', 'Port Baku Mall', 'Aptek'])[1 + r % 5] end
      as description,
    case kind when 'SALARY' then '{"category": "SALARY", "merchant": "Employer"}'::jsonb
      when 'LOAN_DISBURSEMENT' then '{"category": "LOAN"}'::jsonb
      when 'DEPOSIT_OPENING' then '{"category": "DEPOSIT"}'::jsonb
      when 'UTILITY_PAYMENT' then '{"category": "UTILITIES", "merchant": "Azərişıq"}'::jsonb
      else jsonb_build_object(
        'category', (array['GROCERIES', 'TRANSPORT', 'RESTAURANTS', 'SHOPPING', 'HEALTH'])[1 + r % 5],
        'merchant', (array['Bravo', 'Bolt', 'Wolt', 'Port Baku Mall', 'Aptek'])[1 + r % 5],
        'cardId', ${id('card', n)}) end as metadata) described`;
}

/** The postings (two per transaction) and what they add up to on each account. */
async function planPostings(client: pg.Client) {
  await client.query(
    `create temp table scale_postings on commit drop as
     select t.id as transaction_id, t.booked_at, side.ord, side.account_id, side.amount,
       t.currency
     from scale_tx t
     cross join lateral (values (1, t.debit_account, -t.amount), (2, t.credit_account, t.amount))
       side(ord, account_id, amount)`,
  );
  await client.query(
    `create temp table scale_totals on commit drop as
     select account_id, sum(amount) as amount from scale_postings group by 1`,
  );
}

/**
 * Transactions, then their postings in booking order with running balances. The seed's own
 * accounts start from zero (they were opened with their final balance); the bank's clearing
 * accounts from what they held before, and take their new balance last.
 */
async function bookHistory(client: pg.Client) {
  await client.query(
    `insert into ledger_transactions (id, kind, description, booked_at, metadata)
     select id, kind, description, booked_at, metadata from scale_tx`,
  );
  // Ids follow the insert's order, so the running sum in that same order is balance_after.
  await client.query(
    `insert into ledger_postings (transaction_id, account_id, amount, currency, balance_after)
     select p.transaction_id, p.account_id, p.amount, p.currency,
       case when a.customer_id is null then a.balance else 0 end
         + sum(p.amount) over (partition by p.account_id
           order by p.booked_at, p.transaction_id, p.ord rows unbounded preceding)
     from scale_postings p join ledger_accounts a on a.id = p.account_id
     order by p.booked_at, p.transaction_id, p.ord`,
  );
  await client.query(
    `update ledger_accounts a set balance = a.balance + total.amount
     from scale_totals total where a.id = total.account_id and a.customer_id is null`,
  );
}
