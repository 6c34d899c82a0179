/**
 * The operations page stays one page of work however long the history (issue 14): the plan walks
 * each ledger account's postings backwards on the (account_id, id) index, stops after a page's
 * worth, and reads transactions only for those; no product table is joined per posting.
 * Asserted on the plan's shape and its row counts (EXPLAIN ANALYZE), never on timings, for the
 * plan a single call gets and for the generic plan the prepared statement settles on. Sequential
 * and bitmap scans are off: on a demo-sized table PostgreSQL may rightly prefer them, while the
 * question here is whether the query lets the page be picked first at all. A query that joined
 * everything before cutting the page would read the whole history and fail the row counts.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deposits } from '../../server/db/schema';
import { type LedgerTx, rowsOf } from '../../server/ledger/db';
import {
  operationsPageSql,
  type PageValues,
  type PageView,
} from '../../server/products/operations/page';
import { leyla } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

interface Visit {
  node: PlanNode;
  ancestors: PlanNode[];
}

function* visit(node: PlanNode, ancestors: PlanNode[] = []): Generator<Visit> {
  yield { node, ancestors };
  for (const child of node.Plans ?? []) yield* visit(child, [...ancestors, node]);
}

const rowsRead = (visits: Visit[]) =>
  visits.reduce((sum, { node }) => sum + node['Actual Rows'] * node['Actual Loops'], 0);

/** A page of three lines: the statement asks for four, to tell whether there is more. */
const rows = 4;
let bank: TestBank;
let values: PageValues;
let depositId: string;
let historyLength: number;

beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
  const { db } = bank.database;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.identifierValue, leyla.identifierValue));
  if (!customer) throw new Error('the demo bank has no Leyla');
  const [deposit] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.customerId, customer.id));
  if (!deposit) throw new Error('Leyla has no deposit');
  depositId = deposit.id;
  values = {
    customerId: customer.id,
    productId: null,
    before: null,
    from: null,
    to: null,
    search: null,
    amountLow: null,
    amountHigh: null,
    rows,
  };
  const [history] = rowsOf<{ lines: number }>(
    await db.execute(sql`select count(*)::int as lines from ledger_postings p
      join current_accounts a on a.ledger_account_id = p.account_id
      where a.customer_id = ${customer.id}::uuid`),
  );
  historyLength = history?.lines ?? 0;
}, 60_000);

afterAll(async () => {
  await bank.close();
});

/** SQL-level PREPARE/EXECUTE, so plan_cache_mode can ask for the generic plan. */
function preparedExplain(view: PageView, pageValues: PageValues): SQL[] {
  const { sql: text, params } = new PgDialect().sqlToQuery(
    operationsPageSql(view, (name) => sql.placeholder(name)),
  );
  const literals = params.map((param) => {
    const value = pageValues[(param as { name: keyof PageValues }).name];
    return value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
  });
  return [
    sql`set local plan_cache_mode = force_generic_plan`,
    sql.raw(`prepare operations_page_plan as ${text}`),
    sql.raw(`explain (analyze, format json) execute operations_page_plan(${literals.join(', ')})`),
  ];
}

/** The plan of one page, in a transaction so the settings stay on its one connection. */
async function planOf(view: PageView, pageValues: PageValues, generic: boolean) {
  return bank.database.db.transaction(async (tx: LedgerTx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const statements = generic
      ? preparedExplain(view, pageValues)
      : [
          sql`explain (analyze, format json) ${operationsPageSql(view, (name) => sql.param(pageValues[name]))}`,
        ];
    let result: unknown;
    for (const statement of statements) result = await tx.execute(statement);
    if (generic) await tx.execute(sql`deallocate operations_page_plan`);
    const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(result);
    if (!row) throw new Error('EXPLAIN answered nothing');
    return [...visit(row['QUERY PLAN'][0].Plan)];
  });
}

const scans = (plan: Visit[], relation: string) =>
  plan.filter(({ node }) => node['Relation Name'] === relation);

/** The Limit that cuts one account's walk: below the plan's root, above the postings scan. */
function accountPage(plan: Visit[], posting: Visit): PlanNode | undefined {
  const root = plan[0]?.node;
  return posting.ancestors.findLast((node) => node['Node Type'] === 'Limit' && node !== root);
}

describe.each([
  ['the plan of one call', false],
  ['the prepared statement’s generic plan', true],
])('the operations page, %s', (_title, generic) => {
  it('walks each current account backwards by index and stops after a page', async () => {
    const plan = await planOf('everyday', values, generic);
    const postings = scans(plan, 'ledger_postings');
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      expect(posting.node['Node Type']).toBe('Index Scan');
      expect(posting.node['Index Name']).toBe('ledger_postings_account');
      expect(posting.node['Scan Direction']).toBe('Backward');
      expect(accountPage(plan, posting)).toBeDefined();
    }
    const [accounts] = rowsOf<{ n: number }>(
      await bank.database.db.execute(
        sql`select count(*)::int as n from current_accounts where customer_id = ${values.customerId}::uuid`,
      ),
    );
    const bound = (accounts?.n ?? 0) * rows;
    expect(historyLength).toBeGreaterThan(5 * bound);
    expect(rowsRead(postings)).toBeLessThanOrEqual(bound);
    expect(rowsRead(scans(plan, 'ledger_transactions'))).toBeLessThanOrEqual(bound);
    const relations = new Set(plan.map(({ node }) => node['Relation Name']).filter(Boolean));
    expect([...relations].sort()).toEqual([
      'current_accounts',
      'ledger_postings',
      'ledger_transactions',
    ]);
  });

  it("finds a product's accounts once, outside the walk of its postings", async () => {
    const plan = await planOf('product', { ...values, productId: depositId }, generic);
    const postings = scans(plan, 'ledger_postings');
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      const page = accountPage(plan, posting);
      expect(page).toBeDefined();
      const inside = page ? [...visit(page)].map(({ node }) => node['Relation Name']) : [];
      expect(new Set(inside.filter(Boolean))).toEqual(
        new Set(['ledger_postings', 'ledger_transactions']),
      );
    }
    // The deposit's two accounts, a page each at most.
    expect(rowsRead(postings)).toBeLessThanOrEqual(2 * rows);
  });
});
