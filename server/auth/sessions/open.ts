/** Signing in: a new session and its first token pair, in one transaction. */
import { toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { authSessions } from '../../db/schema';
import type { Origin } from '../audit';
import { issueTokens, newTokenPair, nowOf, type SessionContext } from './context';

export async function openSession(context: SessionContext, customerId: string, origin: Origin) {
  const { db, clock, config } = context;
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        customerId,
        createdAt: nowOf(context),
        lastSeenAt: nowOf(context),
        expiresAt: toDate(clock.now().add({ seconds: config.sessionMaxLifetimeSeconds })),
        ip: origin.ip,
        userAgent: origin.userAgent,
      })
      .returning();
    if (!session) throw new Error('The session was not stored');
    return {
      session,
      tokens: await issueTokens(context, tx as unknown as BankDb, session, newTokenPair()),
    };
  });
}
