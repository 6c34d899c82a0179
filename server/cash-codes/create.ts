/**
 * createCashCode: a stored quote becomes an order awaiting its one-time code, as a transfer
 * does. The code is the sign-in's code machinery with operation CASH_CODE; its session is opened
 * and its SMS (naming the amount and the commission) written in this transaction, and the
 * session's id lives only on the order's row, so the code confirms this order and no other
 * (dynamic linking). Runs inside the idempotency key's transaction (answerIdempotently), so a
 * retry replays and sends nothing again. Nothing is held until the code confirms the order.
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../domain/money';
import { type CodeRequester, issueOtp, type OtpContext } from '../auth/otp';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type CashOrderRow, type Customer, cashOrders } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { MessageParams } from '../i18n';
import { type LedgerTx, readBalance } from '../ledger';
import { assertSourceMayPay } from './issue';
import { findOrder, findOrderRow, type StoredCashOrder } from './store';

export interface CashCodeContext {
  db: BankDb;
  clock: Clock;
  /** The code sessions, shared with sign-in and transfers (the same server key). */
  codes: OtpContext;
}

/** A refusal of the operation as a whole: its code for the app, PRODUCT 8's text. */
const unsuccessful = (code: 'QUOTE_EXPIRED' | 'QUOTE_ALREADY_USED') =>
  new BankError(code, 409, {}, 'CASH_OPERATION_FAILED');

/** What the one-time code's SMS names: the cash and the commission. */
export function orderCodeDetails(order: CashOrderRow): MessageParams {
  return {
    amount: formatMoney(Number(order.amountMinor), 'AZN'),
    commission: formatMoney(Number(order.commissionMinor), 'AZN'),
  };
}

export async function createCashOrder(
  context: CashCodeContext,
  tx: LedgerTx,
  customer: Pick<Customer, 'id' | 'phone'>,
  quoteId: string,
  requester: CodeRequester,
): Promise<StoredCashOrder> {
  const { clock } = context;
  // The quote's row lock makes two creates of one quote queue: the second finds it used.
  const quote = await findOrderRow(tx, customer.id, quoteId, { forUpdate: true }).catch(() => {
    throw new BankError('NOT_FOUND', 404, {}, 'QUOTE_NOT_FOUND');
  });
  if (quote.status !== 'QUOTED') throw unsuccessful('QUOTE_ALREADY_USED');
  if (quote.quoteExpiresAt.getTime() <= clock.now().epochMilliseconds) {
    throw unsuccessful('QUOTE_EXPIRED');
  }
  // No code is sent for an order the source cannot pay; confirming checks again.
  await assertSourceMayPay(tx, clock, quote);
  const { available } = await readBalance(tx, quote.sourceAccountId);
  if (available < quote.amountMinor + quote.commissionMinor) {
    throw new BankError('CASH_FUNDS_GONE', 409);
  }
  const otpSessionId = await issueOtp(
    { ...context.codes, db: tx },
    {
      customer,
      operation: 'CASH_CODE',
      locale: quote.locale,
      requester,
      details: orderCodeDetails(quote),
    },
  );
  await tx
    .update(cashOrders)
    .set({ status: 'AWAITING_CODE', otpSessionId, createdAt: toDate(clock.now()) })
    .where(eq(cashOrders.id, quote.id));
  return findOrder(tx, customer.id, quote.id);
}
