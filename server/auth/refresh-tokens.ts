/** A new token pair for a refresh token; a reused one ends its session and is audited. */
import { BankError } from '../errors/bank-error';
import type { Origin } from './audit';
import type { AuthContext } from './context';

export async function refreshTokens(
  { audit, sessions }: AuthContext,
  refreshToken: string,
  origin: Origin,
) {
  const outcome = await sessions.refresh(refreshToken);
  if (outcome.kind === 'rotated') return outcome.tokens;
  if (outcome.kind === 'reused') {
    const details = { session: outcome.session.id };
    await audit('REFRESH_TOKEN_REUSED', outcome.session.customerId, origin, details);
  }
  throw new BankError('REFRESH_TOKEN_INVALID', 401);
}
