/**
 * The customer's own sessions on /settings (issue 18, ASVS 5.0 V7.5): list them with their
 * device, end another one, or end all the others. The caller's own session is never ended here:
 * signing out is logout's.
 */
import type { BankDb } from '../../db/client';
import { BankError } from '../../errors/bank-error';
import type { Origin } from '../audit';
import type { AuthContext } from '../context';
import type { SignedIn } from '../signed-in';
import { deviceOf } from './device';

/** Every live session, the caller's first and marked, then the most recently active. */
export async function listSessions({ sessions }: AuthContext, { session, customer }: SignedIn) {
  const rows = await sessions.liveOf(customer.id);
  const ordered = [
    ...rows.filter((row) => row.id === session.id),
    ...rows.filter((row) => row.id !== session.id),
  ];
  return {
    sessions: ordered.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      ipAddress: row.ip,
      startedAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
      current: row.id === session.id,
    })),
  };
}

/** Ends another live session of the caller's; the ending and its audit are one transaction. */
export async function endSession(
  { db, sessions, audit }: AuthContext,
  { session, customer }: SignedIn,
  sessionId: string,
  origin: Origin,
) {
  if (sessionId === session.id) throw new BankError('SESSION_IS_CURRENT', 409);
  const ended = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as BankDb;
    const count = await sessions.endOf(customer.id, { only: sessionId }, 'ENDED_BY_CUSTOMER', tx);
    if (count === 0) throw new BankError('SESSION_NOT_FOUND', 404);
    await audit('SESSION_ENDED', customer.id, origin, { session: sessionId, by: session.id }, tx);
    return count;
  });
  return { ended };
}

/** Ends every live session of the caller's but the one calling. */
export async function endOtherSessions(
  { db, sessions, audit }: AuthContext,
  { session, customer }: SignedIn,
  origin: Origin,
) {
  const ended = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as BankDb;
    const count = await sessions.endOf(
      customer.id,
      { except: session.id },
      'ENDED_BY_CUSTOMER',
      tx,
    );
    const details = { ended: count, by: session.id };
    if (count > 0) await audit('OTHER_SESSIONS_ENDED', customer.id, origin, details, tx);
    return count;
  });
  return { ended };
}
