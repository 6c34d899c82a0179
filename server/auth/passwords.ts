/**
 * Password rules and hashing. argon2id runs on libuv's thread pool, so a slow hash never
 * blocks other requests.
 */
import argon2 from 'argon2';
import { minPasswordLength, passwordProblems } from '../../domain/password';
import { BankError } from '../errors/bank-error';

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

/** argon2id, the library's default; it hashes on libuv's thread pool, off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** A hash of nothing anyone knows, so an unknown identifier costs the same verify time. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a decoy when there is none (unknown or
 * unregistered identifier), so both answer in the same time and always refuse the decoy.
 */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (storedHash === null) {
    decoyHash ??= hashPassword(`decoy-${crypto.randomUUID()}`);
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(storedHash, password);
}
