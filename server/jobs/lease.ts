/**
 * A claim is a short lease that a heartbeat renews while the handler runs: a live worker keeps
 * a long job, and a dead one (kill -9) gives its job back within one lease, not a quarter hour.
 */
import { toDate } from '../clock';
import { type ScheduledJob, scheduledJobs } from '../db/schema';
import { heldBy } from './queue';
import type { Runner } from './registry';

/** How long a claim lasts without a heartbeat. */
export const defaultLeaseSeconds = 30;

export interface LeaseKeeper {
  /** Stops the heartbeat and waits for a renewal in flight, before the attempt is settled. */
  stop(): Promise<void>;
}

/** Renews the job's lease every `runner.heartbeatMs` until stopped or the lease is lost. */
export function keepLease(runner: Runner, job: ScheduledJob): LeaseKeeper {
  const { db, clock, log, workerId, leaseSeconds, heartbeatMs } = runner;
  let renewing: Promise<void> = Promise.resolve();
  let stopped = false;
  const renew = async () => {
    if (stopped) return;
    const lockedUntil = toDate(clock.base.now().add({ seconds: leaseSeconds }));
    const rows = await db
      .update(scheduledJobs)
      .set({ lockedUntil })
      .where(heldBy(job, workerId))
      .returning({ id: scheduledJobs.id });
    if (rows.length === 0) {
      clearInterval(timer);
      log.warn({ job: job.name, key: job.key }, 'job lease lost to another worker');
    }
  };
  const timer = setInterval(() => {
    // One renewal at a time: a slow database must not pile them up.
    renewing = renewing.then(renew).catch((error: unknown) => {
      log.error({ job: job.name, key: job.key, err: error }, 'job lease renewal failed');
    });
  }, heartbeatMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await renewing;
    },
  };
}
