/** A priced transfer as the contract's TransferQuote. */
import { rateFromMicros } from '../../../domain/transfers/exchange';
import { amount, type Schemas } from '../../openapi/json';
import { destinationParty, sourceParty } from '../parties';
import type { AppliedRate, PricedTransfer } from '../priced-transfer';

/** The applied rate as the contract shows it. */
function appliedRateJson(rate: AppliedRate | null): Schemas['ExchangeRate'] | null {
  return rate && { from: rate.from, to: rate.to, rate: rateFromMicros(rate.rateMicros) };
}

export function quoteJson(priced: PricedTransfer): Schemas['TransferQuote'] {
  return {
    id: priced.quoteId,
    type: priced.type,
    rail: priced.rail,
    from: sourceParty(priced.source),
    to: destinationParty(priced.destination),
    debitAmount: amount(priced.debitMinor, priced.debitCurrency),
    debitCurrency: priced.debitCurrency,
    creditAmount: amount(priced.creditMinor, priced.creditCurrency),
    creditCurrency: priced.creditCurrency,
    rate: appliedRateJson(priced.rate),
    commission: amount(priced.commissionMinor, priced.debitCurrency),
    total: amount(priced.totalMinor, priced.debitCurrency),
    executionDate: priced.executionDate.toString(),
    instant: priced.instant,
    codeRequired: priced.codeRequired,
    expiresAt: priced.expiresAt.toString(),
  };
}
