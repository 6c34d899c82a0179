/** The security audit trail: who did what, from where, when. */
import type { FastifyRequest } from 'fastify';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditEvent =
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_REFUSED_LOCKED'
  | 'CUSTOMER_LOCKED'
  | 'OTP_FAILED'
  | 'REGISTRATION_STARTED'
  | 'REGISTRATION_UNKNOWN_IDENTIFIER'
  | 'REGISTERED'
  | 'PASSWORD_RESET_STARTED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGE_STARTED'
  | 'PASSWORD_CHANGE_FAILED'
  | 'PASSWORD_CHANGE_SESSION_ENDED'
  | 'PASSWORD_CHANGED'
  | 'REFRESH_TOKEN_REUSED'
  | 'PASSKEY_ADDED'
  | 'PASSKEY_REMOVED'
  | 'PASSKEY_SIGN_IN_FAILED'
  | 'LOGOUT'
  | 'SESSION_ENDED'
  | 'OTHER_SESSIONS_ENDED';

/** Where a request came from, as the audit trail and sessions record it. */
export interface Origin {
  ip: string;
  userAgent: string | null;
}

export function originOf(request: FastifyRequest): Origin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}

export type Audit = (
  event: AuditEvent,
  customerId: string | null,
  origin: Origin,
  details?: Record<string, unknown>,
  /** The transaction of the change the event records, when there is one. */
  tx?: BankDb,
) => Promise<void>;

export function auditTrail(db: BankDb, clock: Clock): Audit {
  return async (event, customerId, origin, details = {}, tx = db) => {
    await tx.insert(auditEvents).values({
      event,
      customerId,
      ip: origin.ip,
      userAgent: origin.userAgent,
      details,
      createdAt: toDate(clock.now()),
    });
  };
}
