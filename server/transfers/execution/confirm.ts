/**
 * confirmTransfer and resendTransferCode. The code is checked in the transaction that holds the
 * transfer's row lock and, when right, executes or schedules it: the verification and the
 * movement commit together or not at all, so a refusal of the booking (the balance no longer
 * covers it) leaves the code usable. A wrong code commits only its counted try; the fifth wrong
 * one, or an expired code, cancels the transfer through the chart and nothing moves.
 */
import type { TransferLifecycleEventType } from '../../../machines/transferLifecycle.machine';
import type { CodeRequester } from '../../auth/otp';
import type { BankError } from '../../errors/bank-error';
import type { Locale } from '../../i18n';
import { checkTransferCode, resendTransferCode } from './code';
import type { ExecutionContext } from './create';
import { executeOrSchedule } from './execute';
import {
  asOfNow,
  findTransfer,
  moveTransfer,
  type StoredTransfer,
  transferStatusConflict,
} from './store';

/** The chart's event for a refusal that ends the code for good. */
function eventOfRefusal(refusal: BankError): TransferLifecycleEventType | null {
  if (refusal.code === 'OTP_ATTEMPTS_EXCEEDED') return 'CODE_EXHAUSTED';
  if (refusal.code === 'OTP_EXPIRED') return 'CODE_EXPIRED';
  return null;
}

export async function confirmTransfer(
  context: ExecutionContext,
  customerId: string,
  id: string,
  code: string,
): Promise<StoredTransfer> {
  const { db, clock } = context;
  const refusal = await db.transaction(async (tx) => {
    const { transfer } = await findTransfer(tx, customerId, id, { forUpdate: true });
    // Only a transfer awaiting its code takes one; the chart would let SCHEDULED execute.
    if (transfer.status !== 'AWAITING_CODE' || !transfer.otpSessionId) {
      throw transferStatusConflict();
    }
    const refused = await checkTransferCode(context.codes, tx, transfer.otpSessionId, code);
    if (!refused) {
      await executeOrSchedule(tx, clock, transfer);
      return null;
    }
    const event = eventOfRefusal(refused);
    if (event) await moveTransfer(tx, transfer, event);
    return refused;
  });
  if (refusal) throw refusal;
  return findTransfer(db, customerId, id);
}

/** A fresh code for a transfer still awaiting one; 409 once it no longer does. */
export async function resendCode(
  context: ExecutionContext,
  customerId: string,
  id: string,
  locale: Locale,
  requester: CodeRequester,
): Promise<StoredTransfer> {
  const { db, clock } = context;
  const { transfer } = asOfNow(await findTransfer(db, customerId, id), clock);
  if (transfer.status !== 'AWAITING_CODE' || !transfer.otpSessionId) {
    throw transferStatusConflict();
  }
  await resendTransferCode(context.codes, transfer.otpSessionId, locale, transfer, requester);
  return findTransfer(db, customerId, id);
}
