/**
 * Pricing a payment (quotePayment) with the transfers' pricing: the provider's fields by its
 * rules (the form's checker), the subscriber as the provider answers, the source (an AZN
 * current account or card that may pay), the amount within the provider's minimum and maximum,
 * the PAYMENT tariff's commission, the available balance with it, the transfer limits and the
 * execution date (PRODUCT 9's cut-off). The result is a PricedTransfer on the rail PAYMENT to the
 * provider's settlement account, stored as a transfer quote: createPayment makes it a transfer.
 */
import { randomUUID } from 'node:crypto';
import { bakuDate, executionDate } from '../../../domain/calendar';
import type { Locale } from '../../../domain/locale';
import { parsePaymentAmount } from '../../../domain/payments/fields';
import { quoteLifetimeMinutes, transferCommission } from '../../../domain/transfers/tariffs';
import type { Clock } from '../../clock';
import type { PaymentProviderRow } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { assertCardPaysOnline } from '../../products/cards/controls';
import { ownBank } from '../../transfers/banks/directory';
import type { PricedTransfer, TransferDestinationSide } from '../../transfers/priced-transfer';
import { assertAffordable, assertWithinLimits } from '../../transfers/quotes/price';
import { fieldRefusal } from '../../transfers/quotes/refusals';
import { transferSource } from '../../transfers/quotes/source';
import { findProvider } from '../providers/store';
import { checkedFields, paymentRefusal } from '../subscribers/fields';
import type { FoundSubscriber, ProviderGateway } from '../subscribers/gateway';

export interface PricedPayment {
  priced: PricedTransfer;
  provider: PaymentProviderRow;
  subscriber: FoundSubscriber;
}

function providerSide(
  provider: PaymentProviderRow,
  subscriber: FoundSubscriber,
  locale: Locale,
): TransferDestinationSide {
  return {
    kind: 'PROVIDER',
    productId: null,
    ledgerAccountId: provider.ledgerAccountId,
    customerId: null,
    // The SMS, the history and the receipt name the provider and show the subscriber.
    display: subscriber.display,
    name: provider.names[locale],
    currency: 'AZN',
    bank: { id: ownBank.id, bic: ownBank.bic, name: ownBank.name },
    iban: null,
    cardNumber: null,
    phone: subscriber.phone,
    receiverName: subscriber.name,
    taxId: null,
    provider: {
      id: provider.id,
      category: provider.category,
      subscriberCode: subscriber.subscriberCode,
    },
  };
}

export async function pricePayment(
  { db, clock, gateway }: { db: LedgerDb; clock: Clock; gateway: ProviderGateway },
  customerId: string,
  request: Schemas['PaymentRequest'],
  locale: Locale,
): Promise<PricedPayment> {
  const provider = await findProvider(db, request.providerId);
  const fields = checkedFields(provider, request.fields, locale);
  const source = await transferSource(db, clock, customerId, {
    productId: request.from.productId,
    type: null,
    locale,
  });
  if (source.side.currency !== 'AZN') throw fieldRefusal('SOURCE_CURRENCY_NOT_AZN');
  const parsed = parsePaymentAmount(request.amount, provider);
  if (!parsed.ok) throw paymentRefusal(parsed.problem, provider, locale);
  const debitMinor = parsed.minor;
  const commissionMinor = transferCommission('PAYMENT', debitMinor, 'AZN');
  const totalMinor = debitMinor + commissionMinor;
  assertAffordable(source, totalMinor);
  // A payment from a card is a card-not-present payment: its online switch and limit apply.
  if (source.side.kind === 'CARD') {
    const cardId = source.side.productId;
    await assertCardPaysOnline(db, clock, { cardId, amountMinor: debitMinor, httpStatus: 400 });
  }
  // Asked last, so a refused form never reaches the provider; a provider down is a 503.
  const subscriber = await gateway.findSubscriber(db, provider, fields, locale);

  const now = clock.now();
  // PRODUCT 9: after 17:00 or on a non-business day, the next business day.
  const executesOn = executionDate(now);
  const priced: PricedTransfer = {
    quoteId: randomUUID(),
    customerId,
    // The provider's settlement account is an account: from an account A2A, from a card C2A.
    type: source.side.kind === 'CARD' ? 'C2A' : 'A2A',
    rail: 'PAYMENT',
    source: source.side,
    destination: providerSide(provider, subscriber, locale),
    debitMinor,
    debitCurrency: 'AZN',
    creditMinor: debitMinor,
    creditCurrency: 'AZN',
    rate: null,
    commissionMinor,
    totalMinor,
    executionDate: executesOn,
    instant: executesOn.equals(bakuDate(now)),
    // Money leaves the customer for someone else: always confirmed with a one-time code.
    codeRequired: true,
    expiresAt: now.add({ minutes: quoteLifetimeMinutes }),
    comment: null,
  };
  // Payments count against the limits for transfers to others (countsAgainstLimits('PAYMENT')):
  // the money leaves the customer for good, as a transfer to another person does, and a stolen
  // session could otherwise empty an account through top-ups that no limit would stop.
  await assertWithinLimits(db, clock, priced);
  return { priced, provider, subscriber };
}
