/**
 * Registration (PRODUCT 7), which also starts a password reset: a registered customer gets a
 * code that sets a new password, an unregistered one a registration code, and an unknown
 * identifier a silent decoy. All three get the same answer (issue 13, L2): only the SMS to the
 * phone on file says that the customer is registered already, so only the phone's owner learns
 * it. The web app knows from the flow it is in (sign-up or reset) which screen follows the code.
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
  const registered = !!customer?.passwordHash;
  const sessionId = await otp.start({
    customer: customer ?? null,
    operation: registered ? 'FORGOT_PASSWORD' : 'REGISTRATION',
    locale,
    requester: { ip: origin.ip, identifierKey: key },
    text: registered ? 'SMS_ALREADY_REGISTERED' : undefined,
  });
  const event = !customer
    ? 'REGISTRATION_UNKNOWN_IDENTIFIER'
    : registered
      ? 'PASSWORD_RESET_STARTED'
      : 'REGISTRATION_STARTED';
  await audit(event, customer?.id ?? null, origin, { identifier: key });
  return { status: 'OTP_SENT', sessionId, otpOperation: 'REGISTRATION' } as const;
}
