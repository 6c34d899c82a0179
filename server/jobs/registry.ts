/** The runner's state shared by its operations: the registered handlers and who runs them. */
import type { BankClock } from '../clock';
import type { BankDb } from '../db/client';
import type { Schedule } from './schedule';
import type { JobHandler, JobLog, JobOptions } from './types';

export interface Registered {
  handler: JobHandler;
  options: Required<JobOptions>;
  schedule?: Schedule;
  catchUp: boolean;
}

export interface Runner {
  db: BankDb;
  clock: BankClock;
  log: JobLog;
  /** How long a claim lasts before another worker may retake the job. */
  leaseSeconds: number;
  /** How often a running job's lease is renewed. */
  heartbeatMs: number;
  workerId: string;
  registry: Map<string, Registered>;
}

export const jobDefaults: Required<JobOptions> = {
  maxAttempts: 5,
  backoffSeconds: 30,
  maxBackoffSeconds: 3600,
};

export function definition({ registry }: Runner, name: string): Registered {
  const entry = registry.get(name);
  if (!entry) throw new Error(`No job is registered as ${name}`);
  return entry;
}
