/** Registration or reset, after its code: sets the password and signs the customer in. */
import { BankError } from '../errors/bank-error';
import type { Origin } from './audit';
import type { AuthContext } from './context';
import { identifierKey } from './identifiers';
import { checkNewPassword, hashPassword } from './passwords';
import { setCustomerPassword } from './queries';

export async function setPassword(
  { db, clock, audit, guard, otp, sessions }: AuthContext,
  otpSessionId: string,
  registrationToken: string,
  passwords: { password: string; passwordConfirm: string },
  origin: Origin,
) {
  checkNewPassword(passwords.password, passwords.passwordConfirm);
  const session = await otp.consumeRegistrationToken(otpSessionId, registrationToken);
  const customerId = session.customerId as string;
  const registering = session.operation === 'REGISTRATION';
  const hash = await hashPassword(passwords.password);
  const customer = await setCustomerPassword(db, clock, customerId, hash, { registering });
  if (!customer) throw new BankError('REGISTRATION_TOKEN_INVALID', 400);
  // A reset ends every session (someone else may hold one) and lifts the sign-in lock.
  const ended = await sessions.revokeAllOf(customerId, 'PASSWORD_RESET');
  await guard.succeeded(
    identifierKey({ type: customer.identifierType, value: customer.identifierValue }),
  );
  const { tokens } = await sessions.open(customerId, origin);
  await audit(registering ? 'REGISTERED' : 'PASSWORD_RESET', customerId, origin, {
    endedSessions: ended,
  });
  return tokens;
}
