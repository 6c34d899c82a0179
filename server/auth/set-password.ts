/**
 * Registration or reset, after its code: sets the password and signs the customer in. A reset
 * replaces a password that may be known to someone else, so it must choose a different one.
 */
import { eq } from 'drizzle-orm';
import type { BankDb } from '../db/client';
import { customers } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Origin } from './audit';
import type { AuthContext } from './context';
import { identifierKey } from './identifiers';
import { checkNewPassword, type PasswordHasher, withPasswordHasher } from './passwords';
import { setCustomerPassword } from './queries';

async function refuseCurrentPassword(
  db: BankDb,
  hasher: PasswordHasher,
  customerId: string | null,
  password: string,
) {
  if (!customerId) return;
  const [current] = await db
    .select({ hash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (await hasher.verify(current?.hash ?? null, password)) {
    throw new BankError('PASSWORD_SAME_AS_CURRENT', 400, { field: 'password' });
  }
}

export async function setPassword(
  { db, clock, audit, guard, otp, sessions }: AuthContext,
  otpSessionId: string,
  registrationToken: string,
  passwords: { password: string; passwordConfirm: string },
  origin: Origin,
) {
  checkNewPassword(passwords.password, passwords.passwordConfirm);
  // Checked and hashed before the token is used up, so after a refusal (the current password,
  // or 429 for load) the customer may try again with it.
  const pending = await otp.findRegistrationToken(otpSessionId, registrationToken);
  const hash = await withPasswordHasher(async (hasher) => {
    if (pending.operation === 'FORGOT_PASSWORD') {
      await refuseCurrentPassword(db, hasher, pending.customerId, passwords.password);
    }
    return hasher.hash(passwords.password);
  });
  const session = await otp.consumeRegistrationToken(otpSessionId, registrationToken);
  const customerId = session.customerId as string;
  const registering = session.operation === 'REGISTRATION';
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
