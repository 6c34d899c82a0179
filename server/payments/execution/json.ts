/** A payment and its quote in the contract's shapes (Payment, PaymentQuote); ₼ leave as decimals. */
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '../../../domain/locale';
import type { Clock } from '../../clock';
import { amount, type Schemas } from '../../openapi/json';
import { asOfNow } from '../../transfers/execution/store';
import { sourceParty } from '../../transfers/parties';
import { providerSummaryJson } from '../providers/json';
import { subscriberJson } from '../subscribers/gateway';
import type { PricedPayment } from './quote';
import type { StoredPayment } from './store';

const instantOf = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime()).toString();

export function paymentQuoteJson(
  { priced, provider, subscriber }: PricedPayment,
  locale: Locale,
): Schemas['PaymentQuote'] {
  return {
    id: priced.quoteId,
    provider: providerSummaryJson(provider, locale),
    subscriber: subscriberJson(subscriber),
    from: sourceParty(priced.source),
    amount: amount(priced.debitMinor, 'AZN'),
    currency: 'AZN',
    commission: amount(priced.commissionMinor, 'AZN'),
    total: amount(priced.totalMinor, 'AZN'),
    executionDate: priced.executionDate.toString(),
    instant: priced.instant,
    codeRequired: priced.codeRequired,
    expiresAt: priced.expiresAt.toString(),
  };
}

/**
 * The payment as it stands on the bank's clock. The subscriber's debt is not asked again for a
 * payment (null): the provider reports it on a lookup, where a payment already made counts.
 */
export function paymentJson(
  { found, payment, provider }: StoredPayment,
  clock: Clock,
  locale: Locale,
): Schemas['Payment'] {
  const { transfer, code } = asOfNow(found, clock);
  return {
    id: transfer.id,
    reference: transfer.reference,
    providerReference: payment.providerReference,
    status: transfer.status,
    provider: providerSummaryJson(provider, locale),
    subscriber: { display: transfer.destination.display, name: payment.subscriberName, debt: null },
    fields: payment.phone
      ? { phone: payment.phone }
      : { subscriberCode: payment.subscriberCode ?? '' },
    from: sourceParty(transfer.source),
    amount: amount(transfer.debitMinor, 'AZN'),
    currency: 'AZN',
    commission: amount(transfer.commissionMinor, 'AZN'),
    total: amount(transfer.totalMinor, 'AZN'),
    executionDate: transfer.executionDate,
    createdAt: instantOf(transfer.createdAt),
    executedAt: transfer.executedAt ? instantOf(transfer.executedAt) : null,
    codeExpiresAt: transfer.status === 'AWAITING_CODE' && code ? instantOf(code.expiresAt) : null,
  };
}
