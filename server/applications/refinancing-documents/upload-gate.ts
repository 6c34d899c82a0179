/**
 * How many statement uploads this process reads, checks and stores at once; the others wait
 * their turn with their bodies unread, held back by TCP. Each holds up to one file (under
 * 10 MB) and its copies on the way to the worker thread and the database, so the gate, not the
 * number of customers uploading, bounds the memory uploads take. It guards no rule: a second
 * process has its own.
 */
export type UploadGate = <T>(work: () => Promise<T>) => Promise<T>;

export const uploadsAtOnce = 4;

export function uploadGate(slots: number = uploadsAtOnce): UploadGate {
  let free = slots;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // A waiting upload takes the slot over; only when none waits is it freed.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
