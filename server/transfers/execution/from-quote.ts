/**
 * A new transfer's row from its quote: every figure copied as the customer saw it, so nothing
 * of the transfer can change once its code is sent (PRODUCT 4.5, PSD2 dynamic linking).
 */
import { randomUUID } from 'node:crypto';
import { applyRate } from '../../../domain/transfers/exchange';
import { countsAgainstLimits, transferLimits } from '../../../domain/transfers/tariffs';
import { type Clock, toDate } from '../../clock';
import type { transfers } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { LedgerDb, LedgerTx } from '../../ledger';
import type { PricedTransfer } from '../priced-transfer';
import { exchangeRateOf } from '../rates/store';
import type { BookableTransfer } from './booking';
import { nextTransferReference } from './store';

export type NewTransfer = BookableTransfer &
  Omit<typeof transfers.$inferInsert, 'status' | keyof BookableTransfer>;

export interface CreateInput {
  customerId: string;
  quoteId: string;
  /** The comment given with the create call, else the quote's. */
  comment?: string;
  locale: Locale;
  /** What the caller makes of the quote; a transfer by default. */
  purpose?: QuotePurpose;
}

/** A payment's quote becomes only a payment, any other only a transfer (create.ts). */
export type QuotePurpose = 'TRANSFER' | 'PAYMENT';

export async function newTransferFrom(
  tx: LedgerTx,
  clock: Clock,
  quote: PricedTransfer,
  input: CreateInput,
): Promise<NewTransfer> {
  const { source, destination, rate } = quote;
  return {
    id: randomUUID(),
    reference: await nextTransferReference(tx, clock),
    customerId: input.customerId,
    quoteId: quote.quoteId,
    type: quote.type,
    rail: quote.rail,
    source,
    destination,
    sourceAccountId: source.ledgerAccountId,
    destinationAccountId: destination.kind === 'EXTERNAL' ? null : destination.ledgerAccountId,
    debitMinor: quote.debitMinor,
    debitCurrency: quote.debitCurrency,
    creditMinor: quote.creditMinor,
    creditCurrency: quote.creditCurrency,
    rate: rate ? { from: rate.from, to: rate.to, rateMicros: String(rate.rateMicros) } : null,
    commissionMinor: quote.commissionMinor,
    totalMinor: quote.totalMinor,
    limitMinor: countsAgainstLimits(quote.rail) ? await manatEquivalent(tx, quote) : 0n,
    instant: quote.instant,
    codeRequired: quote.codeRequired,
    comment: input.comment ?? quote.comment,
    locale: input.locale,
    createdAt: toDate(clock.now()),
    executionDate: quote.executionDate.toString(),
  };
}

/**
 * What the transfer counts against the limits: its manat side when it has one, else the amount
 * at the bank's current rate to manats. A currency without such a rate counts one for one, which
 * can only make the limit stricter, never let a transfer past it.
 */
export async function manatEquivalent(db: LedgerDb, quote: PricedTransfer): Promise<bigint> {
  const manat = transferLimits.currency;
  if (quote.debitCurrency === manat) return quote.debitMinor;
  if (quote.creditCurrency === manat) return quote.creditMinor;
  const rate = await exchangeRateOf(db, quote.debitCurrency, manat);
  return rate ? applyRate(quote.debitMinor, rate, quote.debitCurrency, manat) : quote.debitMinor;
}
