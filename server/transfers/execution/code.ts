/**
 * The one-time code that confirms one transfer (PRODUCT 4.5; PSD2 RTS art. 5, dynamic linking):
 * the sign-in's code sessions (server/auth/otp) with the operation TRANSFER, whose SMS names the
 * amount and the payee ("150.00 ₼ → Leyla M., AZ…1234. Code: 123456"). Same rules: 5 minutes,
 * 5 wrong tries, a resend after 60 s at most 3 times, and the same SMS limits. The session and
 * its SMS are written in the transfer's own transaction and the session's id only on the
 * transfer's row, so the code confirms that transfer and no other, and the SMS exists if and
 * only if the transfer does: no crash can leave a transfer awaiting a code that never went out.
 */
import { formatMoney } from '../../../domain/money';
import {
  type CodeRequester,
  issueOtp,
  type OtpContext,
  resendOtp,
  validateOtp,
} from '../../auth/otp';
import type { Customer, TransferRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { Locale, MessageParams } from '../../i18n';
import type { LedgerTx } from '../../ledger';

export type TransferCodeContext = OtpContext;

type Linked = Pick<TransferRow, 'totalMinor' | 'debitCurrency' | 'destination'>;

/** What the SMS names: the total that leaves the account, the payee and their account. */
function codeDetails(transfer: Linked): MessageParams {
  return {
    amount: formatMoney(Number(transfer.totalMinor), transfer.debitCurrency),
    payee: transfer.destination.name,
    account: transfer.destination.display,
  };
}

/** Opens the transfer's code and writes its SMS in `tx`; returns the code session's id. */
export function openTransferCode(
  context: TransferCodeContext,
  tx: LedgerTx,
  customer: Pick<Customer, 'id' | 'phone'>,
  transfer: Linked & Pick<TransferRow, 'locale'>,
  requester: CodeRequester,
): Promise<string> {
  return issueOtp(
    { ...context, db: tx },
    {
      customer,
      operation: 'TRANSFER',
      locale: transfer.locale,
      requester,
      details: codeDetails(transfer),
    },
  );
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
  requester: CodeRequester,
): Promise<void> {
  await resendOtp(context, sessionId, locale, requester, codeDetails(transfer));
}
