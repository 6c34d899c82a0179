/**
 * createPayment: the transfers' createTransfer on a payment's quote, and the payment's row in
 * the same transaction (inside the Idempotency-Key's, see routes.ts). The provider is asked
 * again first: one that went down since the quote takes nothing (503, nothing made or charged).
 */
import type { CodeRequester } from '../../auth/otp';
import type { Customer } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { LedgerTx } from '../../ledger';
import { createTransfer, type ExecutionContext } from '../../transfers/execution/create';
import { loadQuote } from '../../transfers/quotes/store';
import { findProvider } from '../providers/store';
import type { ProviderGateway } from '../subscribers/gateway';
import { insertPayment, type StoredPayment } from './store';

export interface PaymentContext extends ExecutionContext {
  gateway: ProviderGateway;
}

/** The provider's answer for the quote's subscriber, when the quote is a payment's. */
async function askProviderAgain(
  context: PaymentContext,
  tx: LedgerTx,
  customerId: string,
  quoteId: string,
  locale: Locale,
) {
  const quote = await loadQuote(tx, customerId, quoteId);
  const target = quote?.destination.provider;
  // Not a payment's quote: createTransfer answers it (404) below.
  if (!quote || !target) return undefined;
  const provider = await findProvider(tx, target.id);
  const { phone } = quote.destination;
  const fields = phone !== null ? { phone } : { subscriberCode: target.subscriberCode ?? '' };
  const subscriber = await context.gateway.findSubscriber(tx, provider, fields, locale);
  return { provider, subscriber };
}

export async function createPayment(
  context: PaymentContext,
  tx: LedgerTx,
  customer: Pick<Customer, 'id' | 'phone'>,
  { quoteId, locale }: { quoteId: string; locale: Locale },
  requester: CodeRequester,
): Promise<StoredPayment> {
  const asked = await askProviderAgain(context, tx, customer.id, quoteId, locale);
  const input = { customerId: customer.id, quoteId, locale, purpose: 'PAYMENT' as const };
  const found = await createTransfer(context, tx, customer, input, requester);
  if (!asked) throw new Error('a payment was made from a quote without a provider');
  const payment = await insertPayment(tx, found, asked.provider, asked.subscriber);
  return { found, payment, provider: asked.provider };
}
