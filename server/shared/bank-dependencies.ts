/**
 * What the bank's modules are given to do their work. Declared here, below every module, so a
 * module depends on this contract and never on the composition root (app.ts) that fills it.
 */
import type { BankClock } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import type { Jobs } from '../jobs/types';
import type { SmsSender } from '../sms/sms-sender';

export interface BankDependencies {
  config: Config;
  db: BankDb;
  /**
   * Reads where a moment's staleness is harmless (the operations history) may go here: a
   * standby of the database formation when there is one, else db itself. Never a balance that
   * decides a payment, nothing in a transaction.
   */
  replica: BankDb;
  /** The bank's time: the given clock, shifted by the shared sandbox offset in sandbox mode. */
  clock: BankClock;
  sms: SmsSender;
  /** The job queue: modules register their scheduled work here (server/jobs). */
  jobs: Jobs;
}
