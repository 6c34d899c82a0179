/**
 * What every session operation works with: the database, the clock, the server key and the
 * session lifetimes, and the few rules they share (token hashes, what counts as live, issuing
 * a token pair).
 */
import { and, gt, isNull } from 'drizzle-orm';
import { type BankClock, toDate } from '../../clock';
import type { Config } from '../../config';
import type { BankDb } from '../../db/client';
import { authSessions, sessionTokens } from '../../db/schema';
import { newOpaqueToken, type Secrets } from '../secrets';

export type AuthSession = typeof authSessions.$inferSelect;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type RevokeReason =
  | 'LOGOUT'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'REFRESH_TOKEN_REUSE'
  /** Too many wrong current passwords on change-password (change-password.ts). */
  | 'PASSWORD_CHECKS_FAILED'
  /** The customer ended it from another session (/settings, own-sessions/). */
  | 'ENDED_BY_CUSTOMER';

export type SessionConfig = Pick<
  Config,
  'accessTokenTtlSeconds' | 'sessionIdleTimeoutSeconds' | 'sessionMaxLifetimeSeconds' | 'sandbox'
>;

export interface SessionContext {
  db: BankDb;
  /** The bank's clock: the access-token check reads the sandbox offset along with the session. */
  clock: BankClock;
  secrets: Secrets;
  config: SessionConfig;
}

export const accessHash = ({ secrets }: SessionContext, token: string) =>
  secrets.hash('access', token);
export const refreshHash = ({ secrets }: SessionContext, token: string) =>
  secrets.hash('refresh', token);
export const nowOf = ({ clock }: SessionContext) => toDate(clock.now());

/** Not revoked, used within the idle timeout, and within its absolute lifetime. */
export function live({ clock, config }: SessionContext) {
  const idleCutoff = toDate(clock.now().subtract({ seconds: config.sessionIdleTimeoutSeconds }));
  return and(
    isNull(authSessions.revokedAt),
    gt(authSessions.lastSeenAt, idleCutoff),
    gt(authSessions.expiresAt, toDate(clock.now())),
  );
}

/** A fresh random pair, for a new session. */
export function newTokenPair(): TokenPair {
  return { accessToken: newOpaqueToken(), refreshToken: newOpaqueToken() };
}

/**
 * The pair that replaces a refresh token: derived from it under the server key, so a second use
 * within the grace period (refresh.ts) recomputes the very same pair from the token presented,
 * and the bank still keeps nothing but keyed hashes of tokens. Each refresh token is exchanged
 * once, so each derived pair is issued once.
 */
export function successorPair({ secrets }: SessionContext, refreshToken: string): TokenPair {
  return {
    accessToken: secrets.derive('successor-access', refreshToken),
    refreshToken: secrets.derive('successor-refresh', refreshToken),
  };
}

/** Stores a session's new access and refresh token; the caller retires the old ones. */
export async function issueTokens(
  context: SessionContext,
  tx: BankDb,
  session: AuthSession,
  tokens: TokenPair,
): Promise<TokenPair> {
  const { clock, config } = context;
  const accessEnds = clock.now().add({ seconds: config.accessTokenTtlSeconds });
  await tx.insert(sessionTokens).values([
    {
      tokenHash: accessHash(context, tokens.accessToken),
      sessionId: session.id,
      kind: 'ACCESS',
      expiresAt: toDate(accessEnds),
      createdAt: nowOf(context),
    },
    {
      tokenHash: refreshHash(context, tokens.refreshToken),
      sessionId: session.id,
      kind: 'REFRESH',
      // A refresh token lives as long as its session; idle and revocation still apply.
      expiresAt: session.expiresAt,
      createdAt: nowOf(context),
    },
  ]);
  return tokens;
}
