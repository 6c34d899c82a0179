/**
 * What a right one-time code does, in the confirmation's one transaction: the commission is
 * booked from the source to the bank's commission income, each part's amount is held on the
 * source for 24 hours of bank time, each withdrawal code is drawn, stored as a hash and sent by
 * SMS to the customer's phone (the outbox, in the same transaction), and the order is CONFIRMED.
 * A refusal anywhere (the balance no longer covers the total, a card blocked meanwhile) undoes
 * all of it: nothing is held, charged or sent.
 */
import { eq } from 'drizzle-orm';
import { cashCodeLifetimeHours, splitCashAmount } from '../../domain/cash-codes';
import { formatDateTime } from '../../domain/date-format';
import { formatMoney } from '../../domain/money';
import type { Secrets } from '../auth/secrets';
import { type Clock, toDate } from '../clock';
import { type CashOrderRow, cashOrders, customers } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { translate } from '../i18n';
import {
  bankAccountId,
  type LedgerTx,
  placeHold,
  postLedgerTransaction,
  readBalance,
} from '../ledger';
import { paymentSourceOfCard } from '../products/cards/payment-source';
import type { SmsSender } from '../sms/sms-sender';
import { type CodeDraw, insertUniqueCode } from './withdrawal-code';

export interface IssueContext {
  clock: Clock;
  secrets: Secrets;
  sms: SmsSender;
  /** How codes are drawn; tests force collisions with it. */
  draw?: CodeDraw;
}

/** PRODUCT 8's refusal when the money is no longer there: nothing was held or charged. */
const fundsGone = () => new BankError('CASH_FUNDS_GONE', 409);

/** A card pays only while it may (not blocked, not expired), checked under its share lock. */
export async function assertSourceMayPay(tx: LedgerTx, clock: Clock, order: CashOrderRow) {
  if (order.source.kind !== 'CARD') return;
  await paymentSourceOfCard(tx, clock, order.customerId, order.source.productId);
}

async function chargeCommission(tx: LedgerTx, clock: Clock, order: CashOrderRow) {
  if (order.commissionMinor === 0n) return null;
  const booked = await postLedgerTransaction(tx, clock, {
    kind: 'FEE',
    description: 'Cash by code: commission',
    postings: [
      { accountId: order.sourceAccountId, amount: -order.commissionMinor, currency: 'AZN' },
      {
        accountId: await bankAccountId(tx, 'COMMISSION_INCOME', 'AZN'),
        amount: order.commissionMinor,
        currency: 'AZN',
      },
    ],
    metadata: { category: 'CASH' },
    reference: `cash-order:${order.id}:commission`,
  });
  return booked.id;
}

export async function issueCashCodes(
  context: IssueContext,
  tx: LedgerTx,
  order: CashOrderRow,
): Promise<void> {
  const { clock } = context;
  await assertSourceMayPay(tx, clock, order);
  const { available } = await readBalance(tx, order.sourceAccountId);
  if (available < order.amountMinor + order.commissionMinor) throw fundsGone();
  const commissionTransactionId = await chargeCommission(tx, clock, order);
  const now = clock.now();
  const expiresAt = now.add({ hours: cashCodeLifetimeHours });
  const [customer] = await tx
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer) throw new Error(`cash order ${order.id} has no customer`);
  const parts = splitCashAmount(order.amountMinor);
  for (const [part, amountMinor] of parts.entries()) {
    const hold = await placeHold(tx, clock, {
      accountId: order.sourceAccountId,
      amount: amountMinor,
      reason: `cash-code:${order.id}:${part}`,
      expiresAt,
      releasedByOwner: true,
    });
    const { code } = await insertUniqueCode(
      tx,
      context.secrets,
      {
        orderId: order.id,
        part,
        customerId: order.customerId,
        phone: customer.phone,
        amountMinor,
        holdId: hold.id,
        status: 'ACTIVE',
        createdAt: toDate(now),
        expiresAt: toDate(expiresAt),
      },
      context.draw,
    );
    const text = translate('SMS_CASH_WITHDRAWAL_CODE', order.locale, {
      amount: formatMoney(Number(amountMinor), 'AZN'),
      code,
      until: formatDateTime(toDate(expiresAt)),
    });
    await context.sms.within(tx).send(customer.phone, text);
  }
  await tx
    .update(cashOrders)
    .set({ status: 'CONFIRMED', confirmedAt: toDate(now), commissionTransactionId })
    .where(eq(cashOrders.id, order.id));
}
