/** Ending sessions (logout, password change or reset), and asking whether one still acts. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { authSessions } from '../../db/schema';
import { live, nowOf, type RevokeReason, type SessionContext } from './context';

export async function revokeSession(
  context: SessionContext,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await context.db
    .update(authSessions)
    .set({ revokedAt: nowOf(context), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a customer, except the one given (the one that changed the password). */
export async function revokeAllSessionsOf(
  context: SessionContext,
  customerId: string,
  reason: RevokeReason,
  except?: string,
): Promise<number> {
  const rows = await context.db
    .update(authSessions)
    .set({ revokedAt: nowOf(context), revokedReason: reason })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        except ? ne(authSessions.id, except) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Whether a session can still act (used before applying a password change it asked for). */
export async function isSessionLive(context: SessionContext, sessionId: string): Promise<boolean> {
  const rows = await context.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), live(context)));
  return rows.length > 0;
}
