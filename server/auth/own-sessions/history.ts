/**
 * The customer's sign-in history (issue 18): the last 20 sign-ins and failed attempts from the
 * audit trail, in one statement over its (customer, time) index. A failure under an identifier
 * the bank does not know belongs to no customer and shows nowhere, as does a passkey the bank
 * does not know (a refused one of the customer's shows); CUSTOMER_LOCKED is left out
 * because the SIGN_IN_FAILED that locked is recorded with it.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema';
import { auditEvents } from '../../db/schema';
import type { AuditEvent } from '../audit';
import type { AuthContext } from '../context';
import type { SignedIn } from '../signed-in';
import { deviceOf } from './device';

type SignInOutcome = components['schemas']['SignInOutcome'];

export const signInHistoryLength = 20;

const outcomes = {
  SIGN_IN: 'SUCCESS',
  SIGN_IN_FAILED: 'WRONG_PASSWORD',
  SIGN_IN_REFUSED_LOCKED: 'LOCKED',
  OTP_FAILED: 'WRONG_CODE',
  PASSKEY_SIGN_IN_FAILED: 'PASSKEY_REFUSED',
} as const satisfies Partial<Record<AuditEvent, SignInOutcome>>;

export async function listSignInHistory({ db }: AuthContext, { customer }: SignedIn) {
  const rows = await db
    .select({
      id: auditEvents.id,
      event: auditEvents.event,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.customerId, customer.id),
        or(
          inArray(auditEvents.event, [
            'SIGN_IN',
            'SIGN_IN_FAILED',
            'SIGN_IN_REFUSED_LOCKED',
            'PASSKEY_SIGN_IN_FAILED',
          ]),
          // Only the codes of a sign-in: a wrong code of a payment is no sign-in attempt.
          and(
            eq(auditEvents.event, 'OTP_FAILED'),
            sql`${auditEvents.details}->>'operation' = 'LOGIN'`,
          ),
        ),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(signInHistoryLength);
  return {
    attempts: rows.map((row) => ({
      id: String(row.id),
      at: row.createdAt.toISOString(),
      ipAddress: row.ip,
      device: deviceOf(row.userAgent),
      outcome: outcomes[row.event as keyof typeof outcomes],
    })),
  };
}
