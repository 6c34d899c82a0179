/**
 * Password change, step 1: checks the current password now (under the lock-out counter); the
 * new one takes effect when its code is validated (validate-otp.ts).
 */
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { Origin } from './audit';
import { type AuthContext, checkPassword } from './context';
import { identifierKey } from './identifiers';
import { checkNewPassword, hashPassword } from './passwords';
import type { SignedIn } from './signed-in';

export async function changePassword(
  context: AuthContext,
  { session, customer }: SignedIn,
  body: { currentPassword: string; password: string; passwordConfirm: string },
  origin: Origin,
  locale: Locale,
) {
  const { audit, guard, otp } = context;
  checkNewPassword(body.password, body.passwordConfirm);
  const key = identifierKey({ type: customer.identifierType, value: customer.identifierValue });
  const { ok, attempt } = await checkPassword(context, customer, body.currentPassword, key);
  if (!ok) {
    await audit('PASSWORD_CHANGE_FAILED', customer.id, origin, { failures: attempt.failures });
    if (!attempt.locks) throw new BankError('CURRENT_PASSWORD_WRONG', 400);
    await audit('CUSTOMER_LOCKED', customer.id, origin, { failures: attempt.failures });
    throw guard.lockedError();
  }
  const sessionId = await otp.start({
    customer,
    operation: 'CHANGE_PASSWORD',
    locale,
    pendingPasswordHash: await hashPassword(body.password),
    authSessionId: session.id,
  });
  await audit('PASSWORD_CHANGE_STARTED', customer.id, origin);
  return { status: 'OTP_SENT', data: sessionId };
}
