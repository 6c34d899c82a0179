/**
 * The token set-password asks for after a registration or reset code: proof that the code was
 * validated, stored as a keyed hash, valid 15 minutes and usable once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { toDate } from '../../clock';
import { otpSessions } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { newOpaqueToken } from '../secrets';
import { type OtpContext, type OtpSession, registrationTokenMinutes } from './context';

export async function issueRegistrationToken(
  { db, clock, secrets }: OtpContext,
  id: string,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .update(otpSessions)
    .set({
      registrationTokenHash: secrets.hash('registration', token),
      registrationTokenExpiresAt: toDate(clock.now().add({ minutes: registrationTokenMinutes })),
    })
    .where(eq(otpSessions.id, id));
  return token;
}

/** The conditions of a registration token that can still be used. */
function usable({ clock, secrets }: OtpContext, id: string, token: string) {
  return and(
    eq(otpSessions.id, id),
    eq(otpSessions.registrationTokenHash, secrets.hash('registration', token)),
    isNull(otpSessions.registrationTokenUsedAt),
    gt(otpSessions.registrationTokenExpiresAt, toDate(clock.now())),
  );
}

/** The session of a registration token that can still be used, without using it; or 400. */
export async function findRegistrationToken(
  context: OtpContext,
  id: string,
  token: string,
): Promise<OtpSession> {
  const [row] = await context.db
    .select()
    .from(otpSessions)
    .where(usable(context, id, token));
  if (!row?.customerId) throw new BankError('REGISTRATION_TOKEN_INVALID', 400);
  return row;
}

/** Uses up a registration token, once; returns its session or throws 400. */
export async function consumeRegistrationToken(
  context: OtpContext,
  id: string,
  token: string,
): Promise<OtpSession> {
  const [row] = await context.db
    .update(otpSessions)
    .set({ registrationTokenUsedAt: toDate(context.clock.now()) })
    .where(usable(context, id, token))
    .returning();
  if (!row?.customerId) throw new BankError('REGISTRATION_TOKEN_INVALID', 400);
  return row;
}
