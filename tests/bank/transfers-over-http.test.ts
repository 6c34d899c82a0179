/**
 * The bank test over HTTP (issue 12, "Proof"): two real server processes on one fresh PostgreSQL
 * database, 20 customers and 20 concurrent clients making random transfers through the public API
 * with their own tokens and codes from the sandbox outbox, a third of the creates sent twice with
 * one Idempotency-Key, calls spread over both processes, one process killed with SIGKILL in the
 * middle and started again. The bank's clock starts just before the 17:00 cut-off, so later
 * clearing transfers are SCHEDULED with their total held; after the run the clock moves to their
 * business day and the jobs execute them. Cash-by-code orders join the mix (support/cash.ts):
 * their codes cashed at the sandbox ATM, canceled or left, then expired by the job a day later.
 * Then the database must show: the total per currency
 * unchanged, no customer account negative, every acknowledged transfer booked exactly once, every
 * other one complete or absent, no hold outliving its transfer or cash code, each cash code
 * captured and booked once or released, every ledger transaction
 * balanced, and each customer account at its opening balance plus and minus its transfers.
 *
 * Runs only with DATABASE_URL; BANK_TEST_TRANSFERS sets how many (the 2 000:
 * `BANK_TEST_TRANSFERS=2000 npm run test:bank`), BANK_TEST_SEED replays a run's random choices.
 * tests/ha runs the same with the database's primary killed instead.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../server/support/bank';
import { snapshot } from './support/audit';
import { expectBankInvariants, runBank } from './support/bank-run';
import type { World } from './support/clients';
import { type BankCustomer, openBankCustomers } from './support/customers';
import { pause } from './support/http';
import type { Run } from './support/report';
import { type BankProcess, startBankProcess } from './support/servers';

const databaseUrl = process.env.DATABASE_URL;
const wanted = Number(process.env.BANK_TEST_TRANSFERS ?? 500);
const seed = Number(process.env.BANK_TEST_SEED ?? Math.floor(Math.random() * 2 ** 31));
const clientCount = 20;

/** SIGKILL to a process once 40 % of the transfers are done, then a restart. */
async function killInTheMiddle(world: World, victim: BankProcess) {
  while (world.done < wanted * 0.4 && !world.over) await pause(50);
  if (world.over) return 'the run ended before the kill';
  await victim.kill();
  const killedAt = world.done;
  await pause(1_000);
  await victim.restart();
  return `SIGKILL to the jobs process after ${killedAt} transfers, back after ${world.done}`;
}

describe.skipIf(!databaseUrl)('the bank over HTTP: two processes, one killed', () => {
  let testDatabase: TestDatabase;
  let url: string;
  let customers: BankCustomer[];
  let before: Run['before'];
  let processes: BankProcess[] = [];

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    url = testDatabase.url as string;
    await testDatabase.database.migrate();
    customers = await openBankCustomers(testDatabase.database, clientCount);
    before = await snapshot(url);
    // The second runs the scheduled jobs; it is the one killed.
    processes = await Promise.all([
      startBankProcess({ name: 'web', databaseUrl: url, jobs: false }),
      startBankProcess({ name: 'web+jobs', databaseUrl: url, jobs: true }),
    ]);
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await testDatabase?.dispose();
  });

  it('keeps every sum, books each transfer once, leaves no hold behind', async () => {
    const result = await runBank({
      processes,
      customers,
      wanted,
      seed,
      before,
      chaos: (world) => killInTheMiddle(world, processes[1] as BankProcess),
      databaseUrl: async () => url,
    });
    processes = [];
    expectBankInvariants(result, before, wanted);
  });
});
