/**
 * npm run bench:transfers: executed own transfers per second through the bank's HTTP API on
 * PostgreSQL, at 10 and 50 client connections, against pgbench's tpcb-like rate on the same
 * server in the same run. Loopback only; each level is bounded in time and count. Uses scratch
 * databases on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and
 * drops them afterwards. Not part of npm test; docs/PERFORMANCE.md records the figures.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { signIn, type World } from '../../tests/bank/support/clients';
import { type BankCustomer, openBankCustomers } from '../../tests/bank/support/customers';
import { call } from '../../tests/bank/support/http';
import { startBankProcess } from '../../tests/bank/support/servers';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const levels = [10, 50];
const secondsPerLevel = Number(process.env.BENCH_SECONDS ?? 15);
const maxTransfersPerLevel = Number(process.env.BENCH_MAX_TRANSFERS ?? 20_000);

function databaseUrl(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
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

interface Client {
  customer: BankCustomer;
  token: string;
  /** Alternates AZN→USD and USD→AZN, so neither account runs dry. */
  toUsd: boolean;
}

/** One own transfer: quote, then create; true when the bank answered it EXECUTED. */
async function ownTransfer(url: string, client: Client): Promise<boolean> {
  const { azn, usd } = client.customer;
  const [from, to] = client.toUsd ? [azn, usd] : [usd, azn];
  client.toUsd = !client.toUsd;
  const quoted = await call(url, 'POST', '/api/v1/transfers/quote', {
    token: client.token,
    body: { type: 'A2A', from: { productId: from.id }, to: { productId: to.id }, amount: 1 },
  });
  if (quoted?.status !== 200) return false;
  const created = await call(url, 'POST', '/api/v1/transfers', {
    token: client.token,
    body: { quoteId: quoted.body.id },
    headers: { 'idempotency-key': randomUUID() },
  });
  return created?.status === 201 && created.body.status === 'EXECUTED';
}

/** `connections` clients in a loop until the time or the count runs out; executed per second. */
async function measure(url: string, clients: Client[], connections: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let started = 0;
  let executed = 0;
  const began = Date.now();
  await Promise.all(
    clients.slice(0, connections).map(async (client) => {
      while (Date.now() < deadline && started < maxTransfersPerLevel) {
        started += 1;
        if (await ownTransfer(url, client)) executed += 1;
      }
    }),
  );
  const elapsed = (Date.now() - began) / 1000;
  return { executed, attempted: started, perSecond: executed / elapsed };
}

/** pgbench -b tpcb-like on a scratch database of the same server; transactions per second. */
function pgbench(url: string, connections: number): number {
  const output = execFileSync(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(connections), '-j', '2', '-T', String(secondsPerLevel), url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  if (!tps) throw new Error(`no tps in pgbench's output:\n${output}`);
  return Number(tps);
}

async function bankRates(name: string) {
  const url = databaseUrl(name);
  const database = await openDatabase({ dataDir: '', databaseUrl: url });
  await database.migrate();
  const customers = await openBankCustomers(database, Math.max(...levels));
  await database.close();
  const bank = await startBankProcess({ name: 'bench', databaseUrl: url, jobs: false });
  try {
    const world: World = {
      urls: [bank.url],
      customers,
      random: Math.random,
      problems: [],
      done: 0,
      over: false,
    };
    const clients: Client[] = [];
    for (const customer of customers) {
      clients.push({ customer, token: await signIn(world, customer), toUsd: true });
    }
    await measure(bank.url, clients, 10, 3); // warm-up: JIT, connection pools, caches
    const rates = [];
    for (const connections of levels) {
      rates.push({
        connections,
        ...(await measure(bank.url, clients, connections, secondsPerLevel)),
      });
    }
    return rates;
  } finally {
    await bank.stop();
  }
}

function pgbenchRates(name: string) {
  const url = databaseUrl(name);
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  return levels.map((connections) => ({ connections, tps: pgbench(url, connections) }));
}

async function main() {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const bankDb = `bench_bank_${suffix}`;
  const pgbenchDb = `bench_pgbench_${suffix}`;
  await admin(`create database ${bankDb}`);
  await admin(`create database ${pgbenchDb}`);
  try {
    const bank = await bankRates(bankDb);
    const reference = pgbenchRates(pgbenchDb);
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(`${secondsPerLevel} s per level; own transfers = quote + create, executed at once`);
    console.log('connections  transfers/s  (executed/attempted)  pgbench tps  ratio');
    for (const [index, level] of bank.entries()) {
      const tps = reference[index]?.tps ?? Number.NaN;
      console.log(
        `${String(level.connections).padStart(11)}  ${level.perSecond.toFixed(1).padStart(11)}  ${`(${level.executed}/${level.attempted})`.padStart(20)}  ${tps.toFixed(1).padStart(11)}  ${(level.perSecond / tps).toFixed(2)}`,
      );
    }
  } finally {
    await admin(`drop database if exists ${bankDb} with (force)`);
    await admin(`drop database if exists ${pgbenchDb} with (force)`);
  }
}

await main();
