/**
 * The one-time code of a card control (a limits change, showing the requisites): the sign-in's
 * code sessions (server/auth/otp) with their rules (5 minutes, 5 wrong tries, resends through
 * the shared resend call, the SMS limits). A session is bound to what it confirms: a keyed hash
 * of the card and the figures is kept with it (in the session's pending-value column, which
 * only the password change otherwise uses), so the code confirms exactly the change it was
 * sent for, for this customer, and nothing else.
 */
import { Temporal } from 'temporal-polyfill';
import {
  type CodeRequester,
  issueOtp,
  type OtpContext,
  type OtpOperation,
  validateOtp,
} from '../../../auth/otp';
import { findOtpSession } from '../../../auth/otp/context';
import type { Customer } from '../../../db/schema';
import { BankError } from '../../../errors/bank-error';
import type { Locale } from '../../../i18n';
import type { LedgerTx } from '../../../ledger';
import type { Schemas } from '../../../openapi/json';

type ControlOperation = Extract<OtpOperation, 'CARD_LIMITS' | 'CARD_REQUISITES'>;

export interface ControlCode {
  operation: ControlOperation;
  /** What the code confirms, e.g. the card and its new limits in minor units. */
  binding: string;
}

const bindingHash = ({ secrets }: OtpContext, { operation, binding }: ControlCode) =>
  secrets.hash(`card-control:${operation}`, binding);

/** Sends the code (its SMS in the same transaction) and answers the challenge of the 202. */
export async function sendControlCode(
  context: OtpContext,
  customer: Pick<Customer, 'id' | 'phone'>,
  code: ControlCode,
  { locale, requester }: { locale: Locale; requester: CodeRequester },
): Promise<Schemas['CodeChallenge']> {
  const sessionId = await context.db.transaction((tx) =>
    issueOtp(
      { ...context, db: tx },
      {
        customer,
        operation: code.operation,
        locale,
        requester,
        confirmsHash: bindingHash(context, code),
      },
    ),
  );
  const session = await findOtpSession(context, sessionId);
  if (!session) throw new Error('a code session vanished as it was opened');
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(session.expiresAt.getTime());
  return { sessionId, expiresAt: expiresAt.toString() };
}

/**
 * Checks the code in the caller's transaction. A refusal is returned, not thrown, so the caller
 * commits the counted try before answering with it: OTP_SESSION_INVALID for a session that is
 * not this customer's code of this kind, CONFIRMATION_MISMATCH for other figures (no try is
 * counted: the code was not even compared), else the code's own refusals.
 */
export async function checkControlCode(
  context: OtpContext,
  tx: LedgerTx,
  {
    customerId,
    code,
    confirmation,
  }: {
    customerId: string;
    code: ControlCode;
    confirmation: Schemas['CodeConfirmation'];
  },
): Promise<BankError | null> {
  const inTx = { ...context, db: tx };
  const session = await findOtpSession(inTx, confirmation.sessionId);
  if (!session || session.customerId !== customerId || session.operation !== code.operation) {
    return new BankError('OTP_SESSION_INVALID', 400);
  }
  if (!context.secrets.same(session.confirmsHash ?? '', bindingHash(context, code))) {
    return new BankError('CONFIRMATION_MISMATCH', 400);
  }
  try {
    await validateOtp(inTx, confirmation.sessionId, confirmation.code);
    return null;
  } catch (error) {
    if (error instanceof BankError) return error;
    throw error;
  }
}
