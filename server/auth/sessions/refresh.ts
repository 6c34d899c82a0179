/**
 * Rotating a refresh token. Marking it used, checking its session and storing the new pair is
 * one transaction whose conditional UPDATE locks the token's row, so of parallel calls with the
 * same token exactly one rotates and the others see the new pair once it is stored.
 *
 * Two tabs (or a retry after a lost answer) often refresh with the same token at once. Within
 * `refreshGraceSeconds` of the rotation, a second use of the just-rotated token gets the same new
 * pair back instead of ending the session: the pair is derived from the old token under the
 * server key (context.ts), so it is recomputed from the token presented and never stored in the
 * clear. Any later use, or one after the new pair was itself rotated, is reuse and ends the
 * session for both parties, as a stolen token must.
 */
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { authSessions, sessionTokens } from '../../db/schema';
import {
  type AuthSession,
  issueTokens,
  live,
  nowOf,
  refreshHash,
  type SessionContext,
  successorPair,
  type TokenPair,
} from './context';

/** How long after a rotation the old refresh token still gets the same new pair. */
export const refreshGraceSeconds = 5;

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenPair; session: AuthSession }
  | { kind: 'reused'; session: AuthSession }
  | { kind: 'refused' };

export async function refreshSession(
  context: SessionContext,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const rotated = await context.db.transaction((tx) =>
    rotate(context, tx as unknown as BankDb, refreshToken),
  );
  return rotated ?? repeatOrReuse(context, refreshToken);
}

/** The new pair, or undefined when the token was already exchanged (or never issued). */
async function rotate(
  context: SessionContext,
  tx: BankDb,
  refreshToken: string,
): Promise<RefreshOutcome | undefined> {
  const [used] = await tx
    .update(sessionTokens)
    .set({ replacedAt: nowOf(context) })
    .where(
      and(
        eq(sessionTokens.tokenHash, refreshHash(context, refreshToken)),
        eq(sessionTokens.kind, 'REFRESH'),
        isNull(sessionTokens.replacedAt),
      ),
    )
    .returning({ sessionId: sessionTokens.sessionId });
  if (!used) return undefined;
  const [session] = await tx
    .update(authSessions)
    .set({ lastSeenAt: nowOf(context) })
    .where(and(eq(authSessions.id, used.sessionId), live(context)))
    .returning();
  if (!session) return { kind: 'refused' };
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
  const tokens = await issueTokens(context, tx, session, successorPair(context, refreshToken));
  return { kind: 'rotated', tokens, session };
}

async function repeatOrReuse(context: SessionContext, refreshToken: string) {
  const { db, clock } = context;
  const [old] = await db
    .select({ sessionId: sessionTokens.sessionId, replacedAt: sessionTokens.replacedAt })
    .from(sessionTokens)
    .where(
      and(
        eq(sessionTokens.tokenHash, refreshHash(context, refreshToken)),
        eq(sessionTokens.kind, 'REFRESH'),
      ),
    );
  if (!old) return { kind: 'refused' } as const;
  const graceStart = toDate(clock.now().subtract({ seconds: refreshGraceSeconds }));
  if (old.replacedAt && old.replacedAt > graceStart) {
    const repeated = await repeat(context, old.sessionId, refreshToken);
    if (repeated) return repeated;
  }
  return endSession(context, old.sessionId);
}

/** The pair the token was exchanged for, while it is still the session's newest and live. */
async function repeat(
  context: SessionContext,
  sessionId: string,
  refreshToken: string,
): Promise<RefreshOutcome | undefined> {
  const tokens = successorPair(context, refreshToken);
  const [session] = await context.db
    .update(authSessions)
    .set({ lastSeenAt: nowOf(context) })
    .from(sessionTokens)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(sessionTokens.tokenHash, refreshHash(context, tokens.refreshToken)),
        eq(sessionTokens.kind, 'REFRESH'),
        eq(sessionTokens.sessionId, authSessions.id),
        isNull(sessionTokens.replacedAt),
        live(context),
      ),
    )
    .returning(getTableColumns(authSessions));
  return session ? { kind: 'rotated', tokens, session } : undefined;
}

/**
 * Someone holds a refresh token that was already exchanged: either party may be a thief, so
 * the whole session ends for both.
 */
async function endSession(context: SessionContext, sessionId: string): Promise<RefreshOutcome> {
  const [session] = await context.db
    .update(authSessions)
    .set({ revokedAt: nowOf(context), revokedReason: 'REFRESH_TOKEN_REUSE' })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
    .returning();
  return session ? { kind: 'reused', session } : { kind: 'refused' };
}
