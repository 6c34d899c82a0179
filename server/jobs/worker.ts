/**
 * The loop that runs the bank's scheduled work in a server process: every `pollSeconds` it runs
 * whatever is due. The queue lives in PostgreSQL, so any number of processes may run this loop
 * together; the timer only decides how often this process looks, never what is due.
 */
import type { JobLog, Jobs } from './types';

export interface JobWorker {
  /**
   * Stops looking for work and waits for the job in hand: it finishes, or, if its handler gives
   * up on the stop signal, it is put back for another worker without counting an attempt.
   */
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  pollSeconds: number;
  log: JobLog;
}

export function startJobWorker(jobs: Jobs, { pollSeconds, log }: JobWorkerOptions): JobWorker {
  const controller = new AbortController();
  const { signal } = controller;

  const loop = (async () => {
    while (!signal.aborted) {
      try {
        const ran = await jobs.runDueJobs({ signal });
        if (ran > 0) log.info({ ran }, 'scheduled jobs ran');
      } catch (error) {
        // A database hiccup must not end the loop: the next round tries again.
        log.error({ err: error }, 'running scheduled jobs failed');
      }
      await pause(pollSeconds * 1000, signal);
    }
  })();

  log.info({ pollSeconds, workerId: jobs.workerId }, 'job worker runs');
  return {
    async stop() {
      controller.abort();
      await loop;
    },
  };
}

/** Waits `ms`, or less when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
