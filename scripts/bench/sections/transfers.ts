/**
 * Transfers vs pgbench (issue 12): own transfers (quote + create, executed at once) a second
 * through the bank's HTTP API on PostgreSQL, each level measured right after `pgbench -b
 * tpcb-like` at the same client count on the same server. 50 customers with funded AZN and USD
 * accounts, written into a fresh database before the server starts (so no demo customers), one
 * customer per client, alternating AZN→USD and USD→AZN so neither account runs dry.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { openDatabase } from '../../../server/db/client';
import { type BankCustomer, openBankCustomers } from '../../../tests/bank/support/customers';
import { call } from '../../../tests/bank/support/http';
import { startBank } from '../bank-process';
import { signIn } from '../customers';
import { percentile } from '../load';
import { createScratchDatabase } from '../scratch-db';
import { settings } from '../settings';
import type { Section } from '../world';

const run = promisify(execFile);
const maxTransfersPerLevel = Number(process.env.BENCH_MAX_TRANSFERS ?? 20_000);
const warmUpSeconds = 3;

interface Client {
  customer: BankCustomer;
  token: string;
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

/** `connections` clients in a loop until the time or the count runs out. */
async function transfers(url: string, clients: Client[], connections: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let attempted = 0;
  const latencies: number[] = [];
  const began = Date.now();
  await Promise.all(
    clients.slice(0, connections).map(async (client) => {
      while (Date.now() < deadline && attempted < maxTransfersPerLevel) {
        attempted += 1;
        const start = performance.now();
        if (await ownTransfer(url, client)) latencies.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (Date.now() - began) / 1000;
  return { executed: latencies.length, attempted, rate: latencies.length / elapsed, latencies };
}

/** pgbench -b tpcb-like at `connections` clients for the bench's seconds. */
async function pgbench(url: string, connections: number) {
  const { stdout } = await run(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(connections), '-j', '2', '-T', String(settings.seconds), url],
    { timeout: (settings.seconds + 120) * 1000 },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench's output:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
}

async function signedInClients(databaseUrl: string, url: string, customers: BankCustomer[]) {
  const clients: Client[] = [];
  for (const customer of customers) {
    const identity = { identifierType: 'PIN', ...customer };
    clients.push({ customer, token: await signIn(url, identity), toUsd: true });
  }
  if (clients.length === 0) throw new Error(`no customers in ${databaseUrl}`);
  return clients;
}

export const transfersSection: Section = {
  name: 'transfers',
  async run(_world, record) {
    const bankDatabase = await createScratchDatabase('transfers');
    const pgbenchDatabase = await createScratchDatabase('pgbench');
    const database = await openDatabase({ dataDir: '', databaseUrl: bankDatabase });
    await database.migrate();
    const customers = await openBankCustomers(database, Math.max(...settings.levels));
    await database.close();
    await run('pgbench', ['-i', '-q', '-s', '10', pgbenchDatabase], { timeout: 600_000 });
    const bank = await startBank({ databaseUrl: bankDatabase });
    try {
      const clients = await signedInClients(bankDatabase, bank.url, customers);
      await transfers(bank.url, clients, 10, warmUpSeconds);
      for (const connections of settings.levels) {
        const reference = await pgbench(pgbenchDatabase, connections);
        const subject = await transfers(bank.url, clients, connections, settings.seconds);
        record({
          section: 'transfers',
          subject: 'own transfer (quote + create)',
          connections: String(connections),
          rate: subject.rate,
          p50: percentile(subject.latencies, 50),
          p99: percentile(subject.latencies, 99),
          reference: 'pgbench -b tpcb-like (tps)',
          referenceRate: reference.tps,
          ratio: subject.rate / reference.tps,
          note: `executed ${subject.executed} of ${subject.attempted}; pgbench latency average ${reference.latencyMs} ms`,
        });
      }
    } finally {
      await bank.stop();
    }
  },
};
