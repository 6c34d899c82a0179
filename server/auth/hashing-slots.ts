/**
 * How many argon2 hashes run at once (issue 13, L10). Each takes a libuv thread and a core for a
 * third of a second; unbounded, 60 sign-ins at once all queued there and each waited 9–13 s. At
 * most `slots` hashes run at once, one fewer than the machine has cores (and libuv threads to
 * spare one for file and DNS work), and `queue` more wait; a call beyond that is refused at once with
 * 429 SERVER_BUSY and Retry-After, before it has counted or changed anything, so an admitted
 * call waits at most about (queue / slots + 1) hashes and a refused one not at all.
 *
 * The slots are per process, as the CPU is: this guards the machine, not a rule of the bank.
 */
import { availableParallelism } from 'node:os';
import { BankError } from '../errors/bank-error';

export interface HashingSlots {
  readonly slots: number;
  readonly queue: number;
  /** Runs `work` in a slot, after waiting in the queue if need be; refuses when that is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Refuses now if `run` would: a call sheds the load before doing any other work. */
  checkRoom(): void;
}

/** A refused call may come back this soon: the queue drains in about a second. */
const retryAfterSeconds = 1;

export function hashingSlots(slots: number, queue: number): HashingSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  const checkRoom = () => {
    if (running < slots || waiting.length < queue) return;
    throw new BankError('SERVER_BUSY', 429, { seconds: retryAfterSeconds }, 'SERVER_BUSY', {
      'retry-after': String(retryAfterSeconds),
    });
  };
  const take = async () => {
    if (running < slots) {
      running += 1;
      return;
    }
    checkRoom();
    // The slot is handed over by the call that frees it, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    slots,
    queue,
    checkRoom,
    async run(work) {
      await take();
      try {
        return await work();
      } finally {
        give();
      }
    },
  };
}

/** libuv's thread pool (UV_THREADPOOL_SIZE, 4 unless set before Node starts). */
const libuvThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/**
 * One core is left to the event loop (and PostgreSQL beside it): a hash takes a whole core for
 * its 0.15 s (node-argon2 runs its lanes on one thread), and with every core hashing, reads
 * during a burst of sign-ins waited 50 times longer (issue 14). The price is fewer sign-ins a
 * second on a small machine: one core's worth on two cores.
 */
const machineSlots = Math.max(1, Math.min(availableParallelism() - 1, libuvThreads - 1));

/** The process's password hashing: every argon2 call of the bank goes through it. */
export const passwordHashing = hashingSlots(machineSlots, 2 * machineSlots);
