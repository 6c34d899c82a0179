/**
 * The failover test (issue 19): the bank test over HTTP (tests/bank) on a pg_auto_failover
 * formation of a primary and two synchronous standbys. Two bank processes reach it through one
 * multi-host DATABASE_URL with target_session_attrs=read-write. Once 40 % of the transfers are
 * done, the primary node dies whole (SIGKILL to its keeper, its PostgreSQL and every backend);
 * the monitor promotes a standby, the bank's new connections find it, and the clients carry on,
 * sending again with the same Idempotency-Key what was answered 503 or not at all. Then the same
 * invariants as the bank test, audited on the new primary, and the figures: how long the bank
 * could not write, and how many calls failed meanwhile.
 *
 * Needs Debian's pg-auto-failover-cli and postgresql-15-auto-failover (.ci/run installs them);
 * skipped without pg_autoctl. The formation takes four free consecutive ports from 16400 on.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFormation,
  type Formation,
  formationUrl,
  killNode,
  nodeUrl,
  onNode,
  pause,
  primaryNode,
  removeFormation,
  stopFormation,
} from '../../scripts/ha/formation';
import { isPortFree } from '../../scripts/support/free-port';
import { openDatabase } from '../../server/db/client';
import { snapshot } from '../bank/support/audit';
import { expectBankInvariants, runBank } from '../bank/support/bank-run';
import type { World } from '../bank/support/clients';
import { type BankCustomer, openBankCustomers } from '../bank/support/customers';
import { silence } from '../bank/support/http';
import type { Run } from '../bank/support/report';
import { type BankProcess, startBankProcess } from '../bank/support/servers';

const wanted = Number(process.env.BANK_TEST_TRANSFERS ?? 300);
const seed = Number(process.env.BANK_TEST_SEED ?? Math.floor(Math.random() * 2 ** 31));
const clientCount = 20;
/** A failover on one machine takes seconds; this is the most the test accepts. */
const failoverLimitMs = 30_000;

const hasAutoctl = (() => {
  try {
    execFileSync('pg_autoctl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Whether a write commits on the node the monitor has as primary now. */
async function canWrite(formation: Formation): Promise<boolean> {
  try {
    const primary = await primaryNode(formation);
    await onNode(nodeUrl(primary.port), ['create temporary table probe (at timestamptz)'], 1_000);
    return true;
  } catch {
    return false;
  }
}

interface Failover {
  killed?: string;
  promoted?: string;
  /** From the kill until a write committed again. */
  unwritableMs?: number;
  /** Calls answered 503 or not at all between the kill and the end of the run. */
  failedCalls?: number;
}

/** Kills the primary node once 40 % of the transfers are done; times the bank's blind spot. */
async function killThePrimary(world: World, formation: Formation, failover: Failover) {
  while (world.done < wanted * 0.4 && !world.over) await pause(50);
  if (world.over) return 'the run ended before the kill';
  const victim = await primaryNode(formation);
  const failedBefore = silence.calls + silence.unavailable;
  const killedAt = world.done;
  const started = Date.now();
  killNode(formation, victim);
  while (!(await canWrite(formation))) await pause(100);
  failover.unwritableMs = Date.now() - started;
  failover.killed = victim.name;
  failover.promoted = (await primaryNode(formation)).name;
  while (!world.over) await pause(100);
  failover.failedCalls = silence.calls + silence.unavailable - failedBefore;
  return (
    `SIGKILL to the primary ${victim.name} after ${killedAt} transfers; ` +
    `${failover.promoted} promoted, writes again after ${(failover.unwritableMs / 1000).toFixed(1)} s; ` +
    `calls failed from the kill on: ${failover.failedCalls}`
  );
}

/** The first of four consecutive free ports, from 16400 on (a stale formation may hold some). */
async function freePorts(from = 16_400): Promise<number> {
  for (let base = from; base < from + 400; base += 4) {
    const ports = [0, 1, 2, 3].map((offset) => base + offset);
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) return base;
  }
  throw new Error('no four free consecutive ports from 16400');
}

describe.skipIf(!hasAutoctl)('the bank on a formation: the primary killed mid-run', () => {
  const formation: Formation = { dir: mkdtempSync(join(tmpdir(), 'bank-ha-')), basePort: 0 };
  let customers: BankCustomer[];
  let before: Run['before'];
  let processes: BankProcess[] = [];

  beforeAll(async () => {
    formation.basePort = await freePorts();
    await createFormation(formation);
    const url = formationUrl(formation);
    const database = await openDatabase({ dataDir: '', databaseUrl: url });
    try {
      await database.migrate();
      customers = await openBankCustomers(database, clientCount);
    } finally {
      await database.close();
    }
    before = await snapshot(nodeUrl((await primaryNode(formation)).port));
    processes = await Promise.all([
      startBankProcess({ name: 'web', databaseUrl: url, jobs: false }),
      startBankProcess({ name: 'web+jobs', databaseUrl: url, jobs: true }),
    ]);
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await stopFormation(formation);
    removeFormation(formation.dir);
  });

  it('loses no acknowledged transfer, books each once, and writes again within seconds', async () => {
    const failover: Failover = {};
    const result = await runBank({
      processes,
      customers,
      wanted,
      seed,
      before,
      chaos: (world) => killThePrimary(world, formation, failover),
      databaseUrl: async () => nodeUrl((await primaryNode(formation)).port),
    });
    processes = [];
    expectBankInvariants(result, before, wanted);
    expect(failover.promoted).not.toBe(failover.killed);
    expect(failover.unwritableMs).toBeLessThan(failoverLimitMs);
  });
});
