/**
 * Signed-in sessions and their tokens. Both tokens are opaque random strings stored only as
 * keyed hashes, so revoking a session (logout, password change, token reuse) takes effect on
 * the very next request. A session ends after the idle timeout or its absolute lifetime.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { type Clock, toDate } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import { authSessions, type Customer, customers, sessionTokens } from '../db/schema';
import type { Origin } from './audit';
import { newOpaqueToken, type Secrets } from './secrets';

export type AuthSession = typeof authSessions.$inferSelect;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type RevokeReason = 'LOGOUT' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'REFRESH_TOKEN_REUSE';

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenPair; session: AuthSession }
  | { kind: 'reused'; session: AuthSession }
  | { kind: 'refused' };

type SessionConfig = Pick<
  Config,
  'accessTokenTtlSeconds' | 'sessionIdleTimeoutSeconds' | 'sessionMaxLifetimeSeconds'
>;

export function sessionService(db: BankDb, clock: Clock, secrets: Secrets, config: SessionConfig) {
  const accessHash = (token: string) => secrets.hash('access', token);
  const refreshHash = (token: string) => secrets.hash('refresh', token);
  const now = () => toDate(clock.now());
  const idleCutoff = () =>
    toDate(clock.now().subtract({ seconds: config.sessionIdleTimeoutSeconds }));
  const live = () =>
    and(
      isNull(authSessions.revokedAt),
      gt(authSessions.lastSeenAt, idleCutoff()),
      gt(authSessions.expiresAt, now()),
    );

  /** A new access and refresh token for a session; the caller retires the old ones. */
  async function issueTokens(tx: BankDb, session: AuthSession): Promise<TokenPair> {
    const tokens = { accessToken: newOpaqueToken(), refreshToken: newOpaqueToken() };
    const accessEnds = clock.now().add({ seconds: config.accessTokenTtlSeconds });
    await tx.insert(sessionTokens).values([
      {
        tokenHash: accessHash(tokens.accessToken),
        sessionId: session.id,
        kind: 'ACCESS',
        expiresAt: toDate(accessEnds),
        createdAt: now(),
      },
      {
        tokenHash: refreshHash(tokens.refreshToken),
        sessionId: session.id,
        kind: 'REFRESH',
        // A refresh token lives as long as its session; idle and revocation still apply.
        expiresAt: session.expiresAt,
        createdAt: now(),
      },
    ]);
    return tokens;
  }

  async function open(customerId: string, origin: Origin) {
    return db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSessions)
        .values({
          customerId,
          createdAt: now(),
          lastSeenAt: now(),
          expiresAt: toDate(clock.now().add({ seconds: config.sessionMaxLifetimeSeconds })),
          ip: origin.ip,
          userAgent: origin.userAgent,
        })
        .returning();
      if (!session) throw new Error('The session was not stored');
      return { session, tokens: await issueTokens(tx as unknown as BankDb, session) };
    });
  }

  /** The live session and customer of an access token, marking the session as just used. */
  async function authenticate(
    accessToken: string,
  ): Promise<{ session: AuthSession; customer: Customer } | undefined> {
    const [session] = await db
      .update(authSessions)
      .set({ lastSeenAt: now() })
      .from(sessionTokens)
      .where(
        and(
          eq(sessionTokens.tokenHash, accessHash(accessToken)),
          eq(sessionTokens.kind, 'ACCESS'),
          eq(sessionTokens.sessionId, authSessions.id),
          isNull(sessionTokens.replacedAt),
          gt(sessionTokens.expiresAt, now()),
          live(),
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
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, session.customerId));
    return customer ? { session, customer } : undefined;
  }

  /**
   * Rotates a refresh token. Marking it used is one conditional UPDATE, so of parallel calls
   * with the same token exactly one rotates; any later use of it is reuse and ends the session.
   */
  async function refresh(refreshToken: string): Promise<RefreshOutcome> {
    const hash = refreshHash(refreshToken);
    const [used] = await db
      .update(sessionTokens)
      .set({ replacedAt: now() })
      .where(
        and(
          eq(sessionTokens.tokenHash, hash),
          eq(sessionTokens.kind, 'REFRESH'),
          isNull(sessionTokens.replacedAt),
        ),
      )
      .returning({ sessionId: sessionTokens.sessionId });
    if (!used) return reuseOrUnknown(hash);
    return db.transaction(async (tx) => {
      const [session] = await tx
        .update(authSessions)
        .set({ lastSeenAt: now() })
        .where(and(eq(authSessions.id, used.sessionId), live()))
        .returning();
      if (!session) return { kind: 'refused' } as const;
      // The access token issued with the old refresh token dies with it.
      await tx
        .update(sessionTokens)
        .set({ replacedAt: now() })
        .where(
          and(
            eq(sessionTokens.sessionId, session.id),
            eq(sessionTokens.kind, 'ACCESS'),
            isNull(sessionTokens.replacedAt),
          ),
        );
      const tokens = await issueTokens(tx as unknown as BankDb, session);
      return { kind: 'rotated', tokens, session } as const;
    });
  }

  async function reuseOrUnknown(hash: string): Promise<RefreshOutcome> {
    const [old] = await db
      .select({ sessionId: sessionTokens.sessionId })
      .from(sessionTokens)
      .where(and(eq(sessionTokens.tokenHash, hash), eq(sessionTokens.kind, 'REFRESH')));
    if (!old) return { kind: 'refused' };
    // Someone holds a refresh token that was already exchanged: either party may be a thief,
    // so the whole session ends for both.
    const [session] = await db
      .update(authSessions)
      .set({ revokedAt: now(), revokedReason: 'REFRESH_TOKEN_REUSE' })
      .where(and(eq(authSessions.id, old.sessionId), isNull(authSessions.revokedAt)))
      .returning();
    return session ? { kind: 'reused', session } : { kind: 'refused' };
  }

  async function revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await db
      .update(authSessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Ends every session of a customer, except the one given (the one that changed the password). */
  async function revokeAllOf(customerId: string, reason: RevokeReason, except?: string) {
    const rows = await db
      .update(authSessions)
      .set({ revokedAt: now(), revokedReason: reason })
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
  async function isLive(sessionId: string): Promise<boolean> {
    const rows = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), live()));
    return rows.length > 0;
  }

  return { open, authenticate, refresh, revoke, revokeAllOf, isLive };
}

export type SessionService = ReturnType<typeof sessionService>;
