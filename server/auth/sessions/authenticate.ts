/** The access-token check of every secured call. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authSessions, type Customer, customers, sessionTokens } from '../../db/schema';
import { type AuthSession, accessHash, live, nowOf, type SessionContext } from './context';

/** The live session and customer of an access token, marking the session as just used. */
export async function authenticateSession(
  context: SessionContext,
  accessToken: string,
): Promise<{ session: AuthSession; customer: Customer } | undefined> {
  const { db } = context;
  const [session] = await db
    .update(authSessions)
    .set({ lastSeenAt: nowOf(context) })
    .from(sessionTokens)
    .where(
      and(
        eq(sessionTokens.tokenHash, accessHash(context, accessToken)),
        eq(sessionTokens.kind, 'ACCESS'),
        eq(sessionTokens.sessionId, authSessions.id),
        isNull(sessionTokens.replacedAt),
        gt(sessionTokens.expiresAt, nowOf(context)),
        live(context),
      ),
    )
    .returning({
      id: authSessions.id,
      customerId: authSessions.customerId,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      revokedReason: authSessions.revokedReason,
      ip: authSessions.ip,
      userAgent: authSessions.userAgent,
    });
  if (!session) return undefined;
  const [customer] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  return customer ? { session, customer } : undefined;
}
