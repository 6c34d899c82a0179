/**
 * Pricing a cash order (quoteCashCode) with the transfers' pieces: the source is the customer's
 * own current account or card that may pay (transferSource, in manats), the amount follows
 * domain/cash-codes.ts, the commission is the one tariff table's CASH_CODE line, and the total
 * must fit the available balance (assertAffordable, the transfers' AMOUNT_OVER_BALANCE). The
 * quote is stored as an order in status QUOTED for the quote's lifetime; createCashCode makes
 * it an order awaiting its code. Nothing is held.
 */
import {
  cashMinimumMinor,
  cashOrderMaxMinor,
  cashStepMinor,
  parseCashAmount,
} from '../../domain/cash-codes';
import type { Locale } from '../../domain/locale';
import { quoteLifetimeMinutes, transferCommission } from '../../domain/transfers/tariffs';
import { type Clock, toDate } from '../clock';
import { type CashOrderRow, cashOrders } from '../db/schema';
import type { LedgerDb } from '../ledger';
import type { Schemas } from '../openapi/json';
import { assertAffordable, money } from '../transfers/quotes/price';
import { fieldRefusal } from '../transfers/quotes/refusals';
import { transferSource } from '../transfers/quotes/source';

/** The figures a refusal of the amount names, in ₼ as the customer types them. */
const amountRules = {
  min: money(cashMinimumMinor, 'AZN'),
  step: money(cashStepMinor, 'AZN'),
  max: money(cashOrderMaxMinor, 'AZN'),
};

export async function quoteCashOrder(
  { db, clock }: { db: LedgerDb; clock: Clock },
  customerId: string,
  request: Schemas['CashCodeRequest'],
  locale: Locale,
): Promise<CashOrderRow> {
  const source = await transferSource(db, clock, customerId, {
    productId: request.from.productId,
    type: null,
    locale,
  });
  if (source.side.currency !== 'AZN') throw fieldRefusal('CASH_SOURCE_NOT_AZN');
  const parsed = parseCashAmount(request.amount);
  if (!parsed.ok) throw fieldRefusal(parsed.problem, amountRules);
  const amountMinor = parsed.minor;
  const commissionMinor = transferCommission('CASH_CODE', amountMinor, 'AZN');
  assertAffordable(source, amountMinor + commissionMinor);
  const now = clock.now();
  const [order] = await db
    .insert(cashOrders)
    .values({
      customerId,
      status: 'QUOTED',
      source: source.side,
      sourceAccountId: source.side.ledgerAccountId,
      amountMinor,
      commissionMinor,
      locale,
      createdAt: toDate(now),
      quoteExpiresAt: toDate(now.add({ minutes: quoteLifetimeMinutes })),
    })
    .returning();
  if (!order) throw new Error('storing a cash quote returned no row');
  return order;
}
