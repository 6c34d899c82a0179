/**
 * Password rules and hashing. argon2id runs on libuv's thread pool, so a slow hash never
 * blocks other requests, and in the machine's hashing slots, so a crowd of them never queues
 * there unboundedly.
 */
import argon2 from 'argon2';
import { minPasswordLength, passwordProblems } from '../../domain/password';
import { BankError } from '../errors/bank-error';
import { passwordHashing } from './hashing-slots';

const maxPasswordLength = 128;

/**
 * The server's own check of PRODUCT 5's rules, the same rules the web app shows while typing
 * (domain/password.ts); the app's hints are only a convenience.
 */
export function checkNewPassword(password: string, passwordConfirm: string): void {
  const problems = passwordProblems(password, passwordConfirm);
  if (problems.password === 'weak' || password.length > maxPasswordLength) {
    throw new BankError('PASSWORD_WEAK', 400, { min: minPasswordLength });
  }
  if (problems.repeat === 'repeat-required') throw new BankError('PASSWORD_REPEAT_REQUIRED', 400);
  if (problems.repeat === 'mismatch') throw new BankError('PASSWORDS_DO_NOT_MATCH', 400);
}

/**
 * argon2id with 64 MiB, 3 passes and 4 lanes: node-argon2's defaults, written out so that no
 * upgrade of the library changes them, and above OWASP's minimum for argon2id (19 MiB, 2 passes,
 * 1 lane). The trade-off (issue 13, L10): a check takes about 0.35 s of a core where OWASP's
 * minimum takes 0.03 s, so guessing a stolen hash offline costs about ten times more, and the
 * bank pays with a few sign-ins a second per core. Rather than lower the cost, hashing-slots.ts
 * bounds how many hashes run at once and refuses the rest at once with 429.
 */
export const productionHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

/**
 * The test suites hash thousands of passwords; at production cost that alone took minutes of
 * CPU. PASSWORD_HASH_COST=minimal (set by vitest.config.ts for the server tests) uses argon2id's
 * cheapest parameters; production refuses it, and a test checks that the default is the above.
 */
function hashCost() {
  if (process.env.PASSWORD_HASH_COST !== 'minimal') return productionHashCost;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('PASSWORD_HASH_COST=minimal is for tests and never allowed in production');
  }
  return { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
}

const argon2Options = { type: argon2.argon2id, ...hashCost() } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash, or against a decoy when there is none (unknown or
   * unregistered identifier), so both answer in the same time and always refuse the decoy.
   */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

/** A hash of nothing anyone knows, so an unknown identifier costs the same verify time. */
let decoyHash: Promise<string> | undefined;

const hasher: PasswordHasher = {
  hash: (password) => argon2.hash(password, argon2Options),
  async verify(storedHash, password) {
    if (storedHash === null) {
      decoyHash ??= argon2.hash(`decoy-${crypto.randomUUID()}`, argon2Options);
      await argon2.verify(await decoyHash, password);
      return false;
    }
    return argon2.verify(storedHash, password);
  },
};

/**
 * Runs `work` with the hasher in one of the machine's hashing slots, or refuses at once with
 * 429 SERVER_BUSY when every slot and the queue are taken. `work` holds its slot: it must not
 * call hashPassword, which would wait for a second one.
 */
export function withPasswordHasher<T>(work: (hasher: PasswordHasher) => Promise<T>): Promise<T> {
  return passwordHashing.run(() => work(hasher));
}

/** argon2id on libuv's thread pool, off the event loop, in a hashing slot. */
export function hashPassword(password: string): Promise<string> {
  return withPasswordHasher((slot) => slot.hash(password));
}
