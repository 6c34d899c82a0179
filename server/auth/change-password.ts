/**
 * Password change, step 1: checks the current password now; the new one takes effect when its
 * code is validated (validate-otp.ts).
 *
 * Wrong current passwords are counted per signed-in session, apart from sign-in failures: the
 * caller already holds an access token, and with a stolen one, counting them against the
 * identifier would let the thief lock the owner out of sign-in. Instead the session that gets
 * the password wrong `maxFailedSignIns` times ends (401 from then on), the customer's other
 * sessions and sign-in unaffected.
 */
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { Origin } from './audit';
import { type AuthContext, checkPassword } from './context';
import { checkNewPassword, hashPassword } from './passwords';
import { passwordHashOf } from './queries';
import type { AuthSession } from './sessions';
import type { SignedIn } from './signed-in';

/** The guard counter of one session's current-password checks (never an identifier's). */
const checksOf = (session: AuthSession) => `change-password:session:${session.id}`;

export async function changePassword(
  context: AuthContext,
  { session, customer }: SignedIn,
  body: { currentPassword: string; password: string; passwordConfirm: string },
  origin: Origin,
  locale: Locale,
) {
  const { audit, otp } = context;
  checkNewPassword(body.password, body.passwordConfirm);
  const passwordHash = await passwordHashOf(context.db, customer.id);
  const checked = await checkPassword(
    context,
    { ...customer, passwordHash },
    body.currentPassword,
    checksOf(session),
  ).catch(lockedAsUndefined);
  if (!checked) throw await endSession(context, { session, customer }, origin);
  if (!checked.ok) {
    const { failures, locks } = checked.attempt;
    await audit('PASSWORD_CHANGE_FAILED', customer.id, origin, { failures });
    if (!locks) throw new BankError('CURRENT_PASSWORD_WRONG', 400);
    throw await endSession(context, { session, customer }, origin);
  }
  const sessionId = await otp.start({
    customer,
    operation: 'CHANGE_PASSWORD',
    locale,
    requester: { ip: origin.ip },
    pendingPasswordHash: await hashPassword(body.password),
    authSessionId: session.id,
  });
  await audit('PASSWORD_CHANGE_STARTED', customer.id, origin);
  return { status: 'OTP_SENT', data: sessionId };
}

/** A parallel check already used the session's last try up: it ends like the last one. */
function lockedAsUndefined(error: unknown): undefined {
  if (error instanceof BankError && error.code === 'CUSTOMER_LOCKED') return undefined;
  throw error;
}

async function endSession(
  { audit, sessions }: AuthContext,
  { session, customer }: SignedIn,
  origin: Origin,
): Promise<BankError> {
  await sessions.revoke(session.id, 'PASSWORD_CHECKS_FAILED');
  await audit('PASSWORD_CHANGE_SESSION_ENDED', customer.id, origin, { session: session.id });
  return new BankError('UNAUTHORIZED', 401, {}, 'PASSWORD_CHECKS_FAILED');
}
