/**
 * The challenges of passkey ceremonies, kept in the database so any server process can check
 * the answer: 5 minutes, used once. A registration's belongs to the signed-in customer; a
 * sign-in's to no one until its assertion names the passkey.
 */
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { passkeyChallenges } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { newOpaqueToken } from '../secrets';

export const challengeMinutes = 5;

export type ChallengePurpose = 'REGISTRATION' | 'SIGN_IN';

interface Wanted {
  id: string;
  purpose: ChallengePurpose;
  /** The registration's customer; null for a sign-in. */
  customerId: string | null;
}

export async function storeChallenge(
  db: BankDb,
  clock: Clock,
  { purpose, customerId, challenge }: Omit<Wanted, 'id'> & { challenge: string },
): Promise<string> {
  const id = newOpaqueToken();
  const now = clock.now();
  await db.insert(passkeyChallenges).values({
    id,
    purpose,
    customerId,
    challenge,
    expiresAt: toDate(now.add({ minutes: challengeMinutes })),
    createdAt: toDate(now),
  });
  return id;
}

function usable(clock: Clock, { id, purpose, customerId }: Wanted) {
  return and(
    eq(passkeyChallenges.id, id),
    eq(passkeyChallenges.purpose, purpose),
    customerId === null
      ? isNull(passkeyChallenges.customerId)
      : eq(passkeyChallenges.customerId, customerId),
    isNull(passkeyChallenges.usedAt),
    gt(passkeyChallenges.expiresAt, toDate(clock.now())),
  );
}

const invalid = () => new BankError('PASSKEY_CHALLENGE_INVALID', 400);

/** The challenge's text while it can still be used, without using it; or 400. */
export async function peekChallenge(db: BankDb, clock: Clock, wanted: Wanted): Promise<string> {
  const [row] = await db
    .select({ challenge: passkeyChallenges.challenge })
    .from(passkeyChallenges)
    .where(usable(clock, wanted));
  if (!row) throw invalid();
  return row.challenge;
}

/** Uses the challenge up, once (parallel answers: one wins); returns its text or throws 400. */
export async function spendChallenge(db: BankDb, clock: Clock, wanted: Wanted): Promise<string> {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: toDate(clock.now()) })
    .where(usable(clock, wanted))
    .returning({ challenge: passkeyChallenges.challenge });
  if (!row) throw invalid();
  return row.challenge;
}

/** Deletes challenges that expired or were used by `now`; for the scheduled clean-up. */
export async function purgePasskeyChallenges(db: BankDb, now: Temporal.Instant): Promise<number> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      or(lte(passkeyChallenges.expiresAt, toDate(now)), lte(passkeyChallenges.usedAt, toDate(now))),
    )
    .returning({ id: passkeyChallenges.id });
  return rows.length;
}
