/**
 * confirmCashCode and resendCashCodeOtp, as the transfers' confirm: the one-time code is checked
 * (checkTransferCode, the same conditional UPDATE as at sign-in) in the transaction that holds
 * the order's row lock and, when right, issues the withdrawal codes in that same transaction, so
 * the verification and the money commit together or not at all (a refusal of the issue leaves
 * the code usable). A wrong code commits only its counted try; the fifth wrong one, or an
 * expired code, cancels the order, and nothing was ever held.
 */
import { eq } from 'drizzle-orm';
import { type CodeRequester, resendOtp } from '../auth/otp';
import type { Secrets } from '../auth/secrets';
import { cashOrders } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import { checkTransferCode } from '../transfers/execution/code';
import { type CashCodeContext, orderCodeDetails } from './create';
import { type IssueContext, issueCashCodes } from './issue';
import { findOrder, orderAsOfNow, type StoredCashOrder } from './store';

export interface ConfirmContext extends CashCodeContext {
  secrets: Secrets;
  draw?: IssueContext['draw'];
}

/** A code call on an order that no longer awaits one (PRODUCT 8: 'Unsuccessful operation'). */
const notAwaitingCode = () => new BankError('CASH_ORDER_NOT_AWAITING_CODE', 409);

/** The refusals that end the code for good, and with it the order. */
const endsTheCode = (refusal: BankError) =>
  refusal.code === 'OTP_ATTEMPTS_EXCEEDED' || refusal.code === 'OTP_EXPIRED';

export async function confirmCashOrder(
  context: ConfirmContext,
  customerId: string,
  id: string,
  code: string,
): Promise<StoredCashOrder> {
  const { db, clock } = context;
  const refusal = await db.transaction(async (tx) => {
    const { order } = await findOrder(tx, customerId, id, { forUpdate: true });
    if (order.status !== 'AWAITING_CODE' || !order.otpSessionId) throw notAwaitingCode();
    const refused = await checkTransferCode(context.codes, tx, order.otpSessionId, code);
    if (!refused) {
      const issue = { clock, secrets: context.secrets, sms: context.codes.sms, draw: context.draw };
      await issueCashCodes(issue, tx, order);
      return null;
    }
    if (endsTheCode(refused)) {
      await tx.update(cashOrders).set({ status: 'CANCELED' }).where(eq(cashOrders.id, order.id));
    }
    return refused;
  });
  if (refusal) throw refusal;
  return findOrder(db, customerId, id);
}

/** A fresh code for an order still awaiting one; 409 once it no longer does. */
export async function resendCashOrderCode(
  context: CashCodeContext,
  customerId: string,
  id: string,
  locale: Locale,
  requester: CodeRequester,
): Promise<StoredCashOrder> {
  const { db, clock } = context;
  const { order } = orderAsOfNow(await findOrder(db, customerId, id), clock);
  if (order.status !== 'AWAITING_CODE' || !order.otpSessionId) throw notAwaitingCode();
  await resendOtp(context.codes, order.otpSessionId, locale, requester, orderCodeDetails(order));
  return findOrder(db, customerId, id);
}
