/**
 * The auth module's secrets and randomness: the server key, keyed hashes of codes and tokens,
 * fresh one-time codes and opaque tokens. Nothing secret is ever stored in the clear.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import { bankSecrets } from '../db/schema';

const secretName = 'auth_secret';

/**
 * Production brings AUTH_SECRET. Elsewhere the first process to start generates a key and every
 * later one (or a parallel one) reads the same row, so several processes agree on code hashes.
 */
export async function loadAuthSecret(
  config: Pick<Config, 'authSecret'>,
  db: BankDb,
  clock: Clock,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  await db
    .insert(bankSecrets)
    .values({
      name: secretName,
      value: randomBytes(32).toString('base64url'),
      createdAt: toDate(clock.now()),
    })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: bankSecrets.value })
    .from(bankSecrets)
    .where(sql`${bankSecrets.name} = ${secretName}`);
  const value = rows[0]?.value;
  if (!value) throw new Error('The auth secret could not be stored');
  return value;
}

export interface Secrets {
  /** HMAC-SHA256 under the server key; `purpose` keeps hashes of different things apart. */
  hash(purpose: string, value: string): string;
  /**
   * A token derived from `value` under the server key, shaped like `newOpaqueToken()`: as
   * unguessable as a random one to anyone without both the key and `value`.
   */
  derive(purpose: string, value: string): string;
  /** Constant-time comparison of two hex hashes. */
  same(a: string, b: string): boolean;
}

export function secretsFrom(key: string): Secrets {
  // A key of its own, so no derived token can ever equal a stored hash of anything.
  const derivationKey = createHmac('sha256', key).update('token derivation').digest();
  return {
    hash: (purpose, value) =>
      createHmac('sha256', key).update(`${purpose}\n${value}`).digest('hex'),
    derive: (purpose, value) =>
      createHmac('sha256', derivationKey).update(`${purpose}\n${value}`).digest('base64url'),
    same(a, b) {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && timingSafeEqual(left, right);
    },
  };
}

/** 6 random digits from the CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256 random bits, URL-safe: session ids, access, refresh and registration tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
