/**
 * Pricing a would-be transfer (quoteTransfer): every rule of the form again (PRODUCT 5), the
 * source and the receiver, the rail, the published commission, the exchange at the bank's rate,
 * the available balance, the transfer limits, and the day it is executed (PRODUCT 9). Reads only;
 * the caller stores the result as the quote.
 */
import { randomUUID } from 'node:crypto';
import { bakuDate, executionDate } from '../../../domain/calendar';
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../../domain/money';
import { applyRate } from '../../../domain/transfers/exchange';
import {
  countsAgainstLimits,
  followsCutOff,
  ipsCurrency,
  ipsMaxMinor,
  quoteLifetimeMinutes,
  type TransferRail,
  transferCommission,
} from '../../../domain/transfers/tariffs';
import {
  draftFromRequest,
  parseTransferAmount,
  transferFieldErrors,
} from '../../../domain/transfers/validation';
import type { Clock } from '../../clock';
import type { Currency } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { assertCardPaysOnline } from '../../products/cards/controls';
import { manatEquivalent } from '../execution/from-quote';
import { limitRefusal, limitsLeft } from '../execution/limits';
import type { AppliedRate, PricedTransfer } from '../priced-transfer';
import { exchangeRateOf } from '../rates/store';
import { type Route, transferDestination } from './destination';
import { fieldRefusal, firstFieldRefusal } from './refusals';
import { type QuotedSource, transferSource } from './source';

/**
 * Inside the bank OWN or INTERNAL; to another bank IPS when the receiving bank takes part and the
 * payment is manats within IPS's ceiling (a mobile number reaches only IPS), else clearing; a
 * card of another bank through the card scheme.
 */
export function railOf(route: Route, currency: Currency, debitMinor: bigint): TransferRail {
  if (route.to === 'THIS_BANK') return route.own ? 'OWN' : 'INTERNAL';
  if (route.via === 'CARD') return 'CARD';
  if (route.via === 'IPS') return 'IPS';
  return route.ips && currency === ipsCurrency && debitMinor <= ipsMaxMinor ? 'IPS' : 'CLEARING';
}

interface Exchange {
  rate: AppliedRate | null;
  creditMinor: bigint;
}

async function exchangeOf(
  db: LedgerDb,
  from: Currency,
  to: Currency,
  debitMinor: bigint,
): Promise<Exchange> {
  if (from === to) return { rate: null, creditMinor: debitMinor };
  const rateMicros = await exchangeRateOf(db, from, to);
  if (rateMicros === undefined) throw fieldRefusal('EXCHANGE_RATE_MISSING', { from, to });
  const creditMinor = applyRate(debitMinor, rateMicros, from, to);
  if (creditMinor === 0n) throw fieldRefusal('AMOUNT_TOO_SMALL');
  return { rate: { from, to, rateMicros }, creditMinor };
}

/** An amount as a refusal names it: the figure without its symbol, which the text carries. */
export const money = (minor: bigint, currency: Currency) =>
  formatMoney(Number(minor), currency).replace(/ \S+$/, '');

/** The form's rules (PRODUCT 5) on the request, then the amount in minor units. */
function checkedAmount(request: Schemas['TransferRequest'], source: QuotedSource): bigint {
  const { currency } = source.side;
  const draft = draftFromRequest(request, { currency, iban: source.product.iban });
  const refusal = firstFieldRefusal(transferFieldErrors(draft));
  if (refusal) throw refusal;
  const parsed = parseTransferAmount(request.amount, currency);
  if (!parsed.ok) throw fieldRefusal(parsed.problem);
  return parsed.minor;
}

export function assertAffordable(source: QuotedSource, totalMinor: bigint) {
  if (totalMinor <= source.availableMinor) return;
  const { currency } = source.side;
  throw fieldRefusal('AMOUNT_OVER_BALANCE', {
    total: money(totalMinor, currency),
    available: money(source.availableMinor, currency),
    currency,
  });
}

/**
 * The limits as the create will count them (execution/limits.ts), so the form hears of them
 * before the code is sent; the create checks again under its lock.
 */
export async function assertWithinLimits(
  db: LedgerDb,
  clock: Clock,
  priced: PricedTransfer,
): Promise<void> {
  if (!countsAgainstLimits(priced.rail)) return;
  const left = await limitsLeft(db, clock, priced.customerId);
  const refusal = limitRefusal(left, await manatEquivalent(db, priced), 400);
  if (refusal) throw refusal;
}

export async function priceTransfer(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  request: Schemas['TransferRequest'],
  locale: Locale,
): Promise<PricedTransfer> {
  const { type } = request;
  const source = await transferSource(db, clock, customerId, {
    productId: request.from.productId,
    type,
    locale,
  });
  const currency = source.side.currency;
  const debitMinor = checkedAmount(request, source);
  const destination = await transferDestination(db, clock, customerId, request, {
    sourceCurrency: currency,
    locale,
  });
  if (destination.side.ledgerAccountId === source.side.ledgerAccountId) {
    throw fieldRefusal('SAME_PRODUCT');
  }
  const rail = railOf(destination.route, currency, debitMinor);
  const creditCurrency = destination.side.currency;
  const { rate, creditMinor } = await exchangeOf(db, currency, creditCurrency, debitMinor);
  if (rail === 'IPS' && creditMinor > ipsMaxMinor) {
    throw fieldRefusal('IPS_AMOUNT_TOO_LARGE', { max: formatMoney(Number(ipsMaxMinor), 'AZN') });
  }
  const commissionMinor = transferCommission(rail, debitMinor, currency);
  const totalMinor = debitMinor + commissionMinor;
  assertAffordable(source, totalMinor);
  if (source.side.kind === 'CARD') {
    const cardId = source.side.productId;
    await assertCardPaysOnline(db, clock, { cardId, amountMinor: debitMinor, httpStatus: 400 });
  }

  const now = clock.now();
  const today = bakuDate(now);
  const executesOn = followsCutOff(rail) ? executionDate(now) : today;
  const priced: PricedTransfer = {
    quoteId: randomUUID(),
    customerId,
    type,
    rail,
    source: source.side,
    destination: destination.side,
    debitMinor,
    debitCurrency: currency,
    creditMinor,
    creditCurrency,
    rate,
    commissionMinor,
    totalMinor,
    executionDate: executesOn,
    instant: executesOn.equals(today),
    codeRequired: rail !== 'OWN',
    expiresAt: now.add({ minutes: quoteLifetimeMinutes }),
    comment: request.comment ?? null,
  };
  await assertWithinLimits(db, clock, priced);
  return priced;
}
