/**
 * Signed-in sessions and their tokens. Both tokens are opaque random strings stored only as
 * keyed hashes, so revoking a session (logout, password change, token reuse) takes effect on
 * the very next request. A session ends after the idle timeout or its absolute lifetime.
 * One file per operation, over a shared `SessionContext`.
 */
import type { BankClock } from '../../clock';
import type { BankDb } from '../../db/client';
import type { Secrets } from '../secrets';
import { authenticateSession } from './authenticate';
import type { SessionConfig } from './context';
import { endSessionsOf, liveSessionsOf } from './customer';
import { openSession } from './open';
import { refreshSession } from './refresh';
import { isSessionLive, revokeAllSessionsOf, revokeSession } from './revoke';

export type { SignedInCustomer } from './authenticate';
export type { AuthSession, RevokeReason, TokenPair } from './context';
export { type RefreshOutcome, refreshGraceSeconds } from './refresh';

export function sessionService(
  db: BankDb,
  clock: BankClock,
  secrets: Secrets,
  config: SessionConfig,
) {
  const context = { db, clock, secrets, config };
  return {
    open: openSession.bind(null, context),
    authenticate: authenticateSession.bind(null, context),
    refresh: refreshSession.bind(null, context),
    revoke: revokeSession.bind(null, context),
    revokeAllOf: revokeAllSessionsOf.bind(null, context),
    isLive: isSessionLive.bind(null, context),
    liveOf: liveSessionsOf.bind(null, context),
    endOf: endSessionsOf.bind(null, context),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
