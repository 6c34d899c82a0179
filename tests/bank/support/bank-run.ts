/**
 * The bank test's run, whatever goes wrong in it: 20 clients make random transfers over HTTP
 * while `chaos` breaks something (a server process, the database's primary), then the scheduled
 * transfers and the cash codes' expiry run, the processes stop and the database is audited.
 * Used by the bank test (a process killed) and the failover test (the primary node killed).
 */
import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';
import { seededRandom } from '../../../server/seed/demo-operations';
import { type Audit, auditDatabase } from './audit';
import { expireCashCodes } from './cash-audit';
import { type Outcome, runClient, type World } from './clients';
import { executeScheduled, justBeforeCutOff, moveBankClock } from './clock';
import { type BankCustomer, openingBalance } from './customers';
import { silence } from './http';
import { acknowledgementProblems, figures, type Run } from './report';
import type { BankProcess } from './servers';

export interface BankRunOptions {
  processes: BankProcess[];
  customers: BankCustomer[];
  wanted: number;
  seed: number;
  before: Run['before'];
  /** Breaks something while the clients run; resolves to a line for the figures. */
  chaos: (world: World) => Promise<string>;
  /** A single-host address of the database to check, asked for once the run is over. */
  databaseUrl: () => Promise<string>;
}

export async function runBank(options: BankRunOptions) {
  const { processes, customers, wanted } = options;
  const started = Date.now();
  const world: World = {
    urls: processes.map((process) => process.url),
    customers,
    // The seed decides every client's choices, so BANK_TEST_SEED replays a failing run.
    random: seededRandom(options.seed),
    problems: [],
    done: 0,
    over: false,
  };
  // Fresh database: the bank's time is still the real time.
  await moveBankClock(world.urls, justBeforeCutOff(Temporal.Now.instant()));
  const chaos = options.chaos(world);
  const share = (index: number) =>
    Math.floor(wanted / customers.length) + (index < wanted % customers.length ? 1 : 0);
  const outcomes: Outcome[] = (
    await Promise.all(
      customers.map((customer, index) => runClient(world, customer, share(index))),
    ).finally(() => {
      world.over = true;
    })
  ).flat();
  const happened = await chaos;
  const seconds = (Date.now() - started) / 1000;
  const url = await options.databaseUrl();
  const executedLater = await executeScheduled(world.urls, url);
  const expiredLater = await expireCashCodes(world.urls, url);
  // The database at rest: nothing runs while it is read.
  await Promise.all(processes.map((process) => process.stop()));
  const audit = await auditDatabase(url, openingBalance);
  const run: Run = {
    wanted,
    clients: customers.length,
    seconds,
    seed: options.seed,
    chaos: happened,
    executedLater,
    expiredLater,
    unansweredCalls: silence.calls,
    unavailableAnswers: silence.unavailable,
    wireProblems: world.problems.length,
    before: options.before,
  };
  console.log(figures(run, outcomes, audit));
  return { outcomes, audit, world };
}

/** What must hold after any run: money kept, nothing acknowledged lost, nothing twice. */
export function expectBankInvariants(
  { outcomes, audit, world }: { outcomes: Outcome[]; audit: Audit; world: World },
  before: Run['before'],
  wanted: number,
) {
  expect(audit.totals).toEqual(before.totals);
  expect(audit.negative).toEqual([]);
  expect(acknowledgementProblems(outcomes, audit)).toEqual([]);
  expect(audit.transferProblems).toEqual([]);
  expect(audit.cash.problems).toEqual([]);
  expect(audit.outlivingHolds).toEqual([]);
  expect(audit.heldMismatch).toEqual([]);
  expect(audit.unbalanced).toEqual([]);
  expect(audit.unreconciled).toEqual([]);
  expect(world.problems).toEqual([]);
  // The run did move money: most transfers were acknowledged despite the chaos.
  expect(outcomes.filter((outcome) => outcome.acknowledged).length).toBeGreaterThan(wanted / 2);
}
