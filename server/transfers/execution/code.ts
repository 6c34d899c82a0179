/**
 * The one-time code that confirms one transfer (PRODUCT 4.5; PSD2 RTS art. 5, dynamic linking):
 * the sign-in's code sessions (server/auth/otp) with the operation TRANSFER, whose SMS names the
 * amount and the payee ("150.00 ₼ → Leyla M., AZ…1234. Code: 123456"). Same rules: 5 minutes,
 * 5 wrong tries, a resend after 60 s at most 3 times. The session is stored in the transfer's
 * own transaction and its id only on the transfer's row, so the code confirms that transfer and
 * no other; the SMS goes out once that transaction has committed.
 */
import { formatMoney } from '../../../domain/money';
import { type OtpContext, openOtpSession, resendOtp, sendCode, validateOtp } from '../../auth/otp';
import type { Customer, TransferRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { Locale, MessageParams } from '../../i18n';
import type { LedgerTx } from '../../ledger';

export type TransferCodeContext = OtpContext;

/** A code to send once the transfer it confirms has committed. */
export interface PendingCode {
  phone: string;
  code: string;
  locale: Locale;
  details: MessageParams;
}

type Linked = Pick<TransferRow, 'totalMinor' | 'debitCurrency' | 'destination'>;

/** What the SMS names: the total that leaves the account, the payee and their account. */
function codeDetails(transfer: Linked): MessageParams {
  return {
    amount: formatMoney(Number(transfer.totalMinor), transfer.debitCurrency),
    payee: transfer.destination.name,
    account: transfer.destination.display,
  };
}

export async function openTransferCode(
  context: TransferCodeContext,
  tx: LedgerTx,
  customer: Pick<Customer, 'id' | 'phone'>,
  transfer: Linked & Pick<TransferRow, 'locale'>,
): Promise<{ sessionId: string; pending: PendingCode }> {
  const session = await openOtpSession({ ...context, db: tx }, { customer, operation: 'TRANSFER' });
  const { locale } = transfer;
  return {
    sessionId: session.id,
    pending: { phone: customer.phone, code: session.code, locale, details: codeDetails(transfer) },
  };
}

export async function sendTransferCode(context: TransferCodeContext, pending: PendingCode) {
  await sendCode(context, pending.phone, 'TRANSFER', pending.code, pending.locale, pending.details);
}

/**
 * Checks the code in the transfer's transaction: the session's attempt counter moves in the same
 * conditional UPDATE as at sign-in. A refusal is returned, not thrown, so the caller can commit
 * the counted try (and any cancellation) before answering with it.
 */
export async function checkTransferCode(
  context: TransferCodeContext,
  tx: LedgerTx,
  sessionId: string,
  code: string,
): Promise<BankError | null> {
  try {
    await validateOtp({ ...context, db: tx }, sessionId, code);
    return null;
  } catch (error) {
    if (error instanceof BankError) return error;
    throw error;
  }
}

/** A fresh code for the same transfer, its SMS naming the same amount and payee. */
export async function resendTransferCode(
  context: TransferCodeContext,
  sessionId: string,
  locale: Locale,
  transfer: Linked,
): Promise<void> {
  await resendOtp(context, sessionId, locale, codeDetails(transfer));
}
