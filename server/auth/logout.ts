/** Logout: the session ends at once, so its tokens stop working on the next request. */
import type { Origin } from './audit';
import type { AuthContext } from './context';
import type { SignedIn } from './signed-in';

export async function logout(
  { audit, sessions }: AuthContext,
  { session, customer }: SignedIn,
  origin: Origin,
) {
  await sessions.revoke(session.id, 'LOGOUT');
  await audit('LOGOUT', customer.id, origin, { session: session.id });
  return { status: 'SUCCESS' };
}
