/**
 * Rotating a refresh token. Marking it used is one conditional UPDATE, so of parallel calls
 * with the same token exactly one rotates; any later use of it is reuse and ends the session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { BankDb } from '../../db/client';
import { authSessions, sessionTokens } from '../../db/schema';
import {
  type AuthSession,
  issueTokens,
  live,
  nowOf,
  refreshHash,
  type SessionContext,
  type TokenPair,
} from './context';

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenPair; session: AuthSession }
  | { kind: 'reused'; session: AuthSession }
  | { kind: 'refused' };

export async function refreshSession(
  context: SessionContext,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const { db } = context;
  const hash = refreshHash(context, refreshToken);
  const [used] = await db
    .update(sessionTokens)
    .set({ replacedAt: nowOf(context) })
    .where(
      and(
        eq(sessionTokens.tokenHash, hash),
        eq(sessionTokens.kind, 'REFRESH'),
        isNull(sessionTokens.replacedAt),
      ),
    )
    .returning({ sessionId: sessionTokens.sessionId });
  if (!used) return reuseOrUnknown(context, hash);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(authSessions)
      .set({ lastSeenAt: nowOf(context) })
      .where(and(eq(authSessions.id, used.sessionId), live(context)))
      .returning();
    if (!session) return { kind: 'refused' } as const;
    // The access token issued with the old refresh token dies with it.
    await tx
      .update(sessionTokens)
      .set({ replacedAt: nowOf(context) })
      .where(
        and(
          eq(sessionTokens.sessionId, session.id),
          eq(sessionTokens.kind, 'ACCESS'),
          isNull(sessionTokens.replacedAt),
        ),
      );
    const tokens = await issueTokens(context, tx as unknown as BankDb, session);
    return { kind: 'rotated', tokens, session } as const;
  });
}

async function reuseOrUnknown(context: SessionContext, hash: string): Promise<RefreshOutcome> {
  const { db } = context;
  const [old] = await db
    .select({ sessionId: sessionTokens.sessionId })
    .from(sessionTokens)
    .where(and(eq(sessionTokens.tokenHash, hash), eq(sessionTokens.kind, 'REFRESH')));
  if (!old) return { kind: 'refused' };
  // Someone holds a refresh token that was already exchanged: either party may be a thief,
  // so the whole session ends for both.
  const [session] = await db
    .update(authSessions)
    .set({ revokedAt: nowOf(context), revokedReason: 'REFRESH_TOKEN_REUSE' })
    .where(and(eq(authSessions.id, old.sessionId), isNull(authSessions.revokedAt)))
    .returning();
  return session ? { kind: 'reused', session } : { kind: 'refused' };
}
