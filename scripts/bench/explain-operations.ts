/**
 * npx tsx scripts/bench/explain-operations.ts: the operations page at scale, under EXPLAIN.
 * Creates a scratch database on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it, seeds 50 000 customers and about
 * half a million postings (scale-seed.ts), and prints, for the customer with the long history
 * and for an ordinary one, the page statement's plan with its planning and execution times:
 * planned for each call (as an unprepared query would be), and as the server runs it, a
 * prepared statement past PostgreSQL's five custom plans. Drops the database at the end.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import {
  operationsPageSql,
  type PageValues,
  type PageView,
} from '../../server/products/operations/page';
import { endOfDay, startOfDay } from '../../server/products/operations/queries';
import { scaleCustomerId, scaleId, seedScale } from './scale-seed';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = 5;
const dialect = new PgDialect();

interface Case {
  title: string;
  view: PageView;
  values: PageValues;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

function timing(lines: string[], label: string): number {
  const line = lines.find((entry) => entry.trim().startsWith(label));
  return Number(line?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
}

/** Runs an EXPLAIN `runs` times: the last plan, and the median planning and execution times. */
async function measure(explain: () => Promise<string[]>) {
  const planning: number[] = [];
  const execution: number[] = [];
  let plan: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    plan = await explain();
    planning.push(timing(plan, 'Planning Time'));
    execution.push(timing(plan, 'Execution Time'));
  }
  return { plan, planning: median(planning), execution: median(execution) };
}

async function explainCase(client: pg.Client, { title, view, values }: Case, index: number) {
  const { sql: text, params } = dialect.sqlToQuery(
    operationsPageSql(view, (name) => sql.placeholder(name)),
  );
  const bound = params.map((param) => values[(param as { name: keyof PageValues }).name]);
  const lines = (result: pg.QueryResult) => result.rows.map((row) => String(row['QUERY PLAN']));
  const planned = await measure(async () =>
    lines(await client.query(`explain (analyze, buffers) ${text}`, bound)),
  );
  const name = `page_${index}`;
  await client.query(`prepare ${name} as ${text}`);
  const literals = bound
    .map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))))
    .join(', ');
  // PostgreSQL plans the first five executions for their values, then settles on a generic plan.
  for (let warm = 0; warm < 6; warm += 1) await client.query(`execute ${name}(${literals})`);
  const prepared = await measure(async () =>
    lines(await client.query(`explain (analyze, buffers) execute ${name}(${literals})`)),
  );
  console.info(`\n== ${title} (prepared)\n${prepared.plan.join('\n')}`);
  const figures = (label: string, { planning, execution }: typeof planned) =>
    `${label} planning ${planning.toFixed(3)} ms, execution ${execution.toFixed(3)} ms`;
  console.info(
    `-- ${title}: ${figures('planned per call:', planned)}; ${figures('prepared:', prepared)} (medians of ${runs})`,
  );
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The long history's and an ordinary customer's pages: first, a month's, a deep one, a card's. */
async function cases(client: pg.Client): Promise<Case[]> {
  const today = new Date();
  const day = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const middle = await client.query<{ id: string }>(
    `select id::text from ledger_postings where account_id = $1 order by id offset 6000 limit 1`,
    [scaleId('current', 0)],
  );
  const page = (customer: number, changes: Partial<PageValues> = {}): PageValues => ({
    customerId: scaleCustomerId(customer),
    productId: null,
    before: null,
    from: null,
    to: null,
    search: null,
    amountLow: null,
    amountHigh: null,
    rows: 21,
    ...changes,
  });
  const month = { from: startOfDay(day(30)), to: endOfDay(day(0)) };
  return [
    { title: 'long history, first page', view: 'everyday', values: page(0) },
    { title: 'long history, past month', view: 'everyday', values: page(0, month) },
    {
      title: 'long history, a page 6 000 lines back',
      view: 'everyday',
      values: page(0, { before: middle.rows[0]?.id ?? null }),
    },
    {
      title: "long history, the card's page",
      view: 'product',
      values: page(0, { productId: scaleId('card', 0) }),
    },
    {
      title: 'long history, a week half a year ago (the walk reads the newer lines)',
      view: 'everyday',
      values: page(0, { from: startOfDay(day(180)), to: endOfDay(day(174)) }),
    },
    { title: 'ordinary customer, first page', view: 'everyday', values: page(1) },
    {
      title: "ordinary customer, the deposit's page",
      view: 'product',
      values: page(1, { productId: scaleId('deposit', 1) }),
    },
  ];
}

async function main() {
  const name = `bank_scale_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(`create database ${name}`);
  const client = new pg.Client({ connectionString: url.href });
  try {
    const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
    await database.migrate();
    await database.close();
    const began = performance.now();
    await seedScale(url.href, { customers: 50_000, postingsPerCustomer: 10 });
    console.info(`seeded in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    await client.connect();
    const counts = await client.query(
      `select (select count(*) from ledger_postings) as postings,
         (select count(*) from customers) as customers,
         (select count(*) from ledger_postings p join current_accounts a
            on a.ledger_account_id = p.account_id where a.customer_id = $1) as long_history`,
      [scaleCustomerId(0)],
    );
    console.info(counts.rows[0]);
    for (const [index, each] of (await cases(client)).entries()) {
      await explainCase(client, each, index);
    }
  } finally {
    await client.end();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
