/**
 * A customer's own sessions (issue 18, ASVS 5.0 V7.5): the live ones, and ending one of them.
 * Ending sets `revoked_at`, which the access-token check and the refresh both read, so the
 * session's access and refresh tokens stop working on their very next use.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { BankDb } from '../../db/client';
import { authSessions } from '../../db/schema';
import { live, nowOf, type RevokeReason, type SessionContext } from './context';

/** The customer's live sessions, most recently active first; one statement. */
export function liveSessionsOf(context: SessionContext, customerId: string) {
  return context.db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      ip: authSessions.ip,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(and(eq(authSessions.customerId, customerId), live(context)))
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.createdAt));
}

/**
 * Ends the customer's live sessions the filter names: one of them, or all but the caller's.
 * Another customer's session matches nothing. Returns how many were ended. `tx` lets the
 * caller record the ending in the same transaction.
 */
export async function endSessionsOf(
  context: SessionContext,
  customerId: string,
  which: { only: string } | { except: string },
  reason: RevokeReason,
  tx: BankDb = context.db,
): Promise<number> {
  const chosen =
    'only' in which ? eq(authSessions.id, which.only) : ne(authSessions.id, which.except);
  const rows = await tx
    .update(authSessions)
    .set({ revokedAt: nowOf(context), revokedReason: reason })
    .where(and(eq(authSessions.customerId, customerId), chosen, live(context)))
    .returning({ id: authSessions.id });
  return rows.length;
}
