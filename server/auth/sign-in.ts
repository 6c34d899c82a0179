/** Sign-in, step 1 (PRODUCT 7): the password, under rate limits and the lock-out counter. */
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { Origin } from './audit';
import { type AuthContext, checkPassword, limit } from './context';
import { passwordHashing } from './hashing-slots';
import { type Identifier, identifierKey } from './identifiers';
import { customerByIdentifier } from './queries';
import { maxFailedSignIns } from './sign-in-guard';

export async function signIn(
  context: AuthContext,
  identifier: Identifier,
  password: string,
  origin: Origin,
  locale: Locale,
) {
  const { db, audit, guard, otp } = context;
  const key = identifierKey(identifier);
  // Under a crowd, refused before any work: no counter, no database call (issue 13, L10).
  passwordHashing.checkRoom();
  await limit(context, 'login', origin, key);
  const customer = await customerByIdentifier(db, identifier);
  const { ok, attempt } = await checkPassword(context, customer, password, key).catch(
    async (error) => {
      if (error instanceof BankError && error.code === 'CUSTOMER_LOCKED') {
        await audit('SIGN_IN_REFUSED_LOCKED', customer?.id ?? null, origin, { identifier: key });
      }
      throw error;
    },
  );
  if (!ok || !customer) {
    const details = { identifier: key, failures: attempt.failures };
    await audit('SIGN_IN_FAILED', customer?.id ?? null, origin, details);
    if (!attempt.locks) throw wrongCredentials(attempt.failures);
    await audit('CUSTOMER_LOCKED', customer?.id ?? null, origin, details);
    throw guard.lockedError();
  }
  const requester = { ip: origin.ip };
  const sessionId = await otp.start({ customer, operation: 'LOGIN', locale, requester });
  return { status: 'OTP_SENT', sessionId, otpOperation: 'LOGIN' } as const;
}

/**
 * A wrong identifier or password, with the tries left before the lock. The count is kept per
 * identifier whether a customer has it or not, so it tells nobody who is a customer.
 */
function wrongCredentials(failures: number): BankError {
  const attemptsLeft = maxFailedSignIns - failures;
  return new BankError(
    'INVALID_CREDENTIALS',
    400,
    { attemptsLeft },
    'INVALID_CREDENTIALS',
    {},
    {
      attemptsLeft,
    },
  );
}
