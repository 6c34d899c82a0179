/**
 * Registration (PRODUCT 7): a registered customer gets a password reset, an unregistered one a
 * registration code, and an unknown identifier a silent decoy with the same answer.
 */
import type { Locale } from '../i18n';
import type { Origin } from './audit';
import { type AuthContext, limit } from './context';
import { type Identifier, identifierKey } from './identifiers';
import { customerByIdentifier } from './queries';

export async function register(
  context: AuthContext,
  identifier: Identifier,
  origin: Origin,
  locale: Locale,
) {
  const { db, audit, otp } = context;
  const key = identifierKey(identifier);
  await limit(context, 'registration', origin, key);
  const customer = await customerByIdentifier(db, identifier);
  const otpOperation = customer?.passwordHash ? 'FORGOT_PASSWORD' : 'REGISTRATION';
  const sessionId = await otp.start({
    customer: customer ?? null,
    operation: otpOperation,
    locale,
  });
  const event = !customer
    ? 'REGISTRATION_UNKNOWN_IDENTIFIER'
    : otpOperation === 'REGISTRATION'
      ? 'REGISTRATION_STARTED'
      : 'PASSWORD_RESET_STARTED';
  await audit(event, customer?.id ?? null, origin, { identifier: key });
  return { status: 'OTP_SENT', sessionId, otpOperation } as const;
}
