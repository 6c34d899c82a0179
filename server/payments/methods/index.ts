/**
 * /payment-methods (issue 16): the customer's current accounts and cards as payment sources,
 * the default one first, and the choice of the default. What a source is and which one is the
 * default is decided in products/payment-sources, which blocking a card uses too.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import type { Locale } from '../../i18n';
import { requestLocale } from '../../i18n';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import {
  type CustomerSources,
  chooseDefaultSource,
  orderedSources,
  readPaymentSources,
} from '../../products/payment-sources';
import type { BankDependencies } from '../../shared/bank-dependencies';

function methodsJson(read: CustomerSources, locale: Locale): Schemas['PaymentMethods'] {
  const { chosen, items } = orderedSources(read);
  return {
    items: items.map((source) => ({
      productId: source.id,
      kind: source.kind,
      name: source.names[locale],
      display: source.display,
      currency: source.currency,
      available: amount(source.availableMinor, source.currency),
      isDefault: source === chosen,
      usable: source.reason === null,
      reason: source.reason,
    })),
    defaultProductId: chosen?.id ?? null,
  };
}

export async function paymentMethodsModule(app: FastifyInstance, { db, clock }: BankDependencies) {
  registerOperation(app, 'listPaymentMethods', async (request) => {
    const read = await readPaymentSources(db, clock, signedIn(request).customer.id);
    return methodsJson(read, requestLocale(request));
  });

  registerOperation(app, 'setDefaultPaymentMethod', async (request) => {
    const customerId = signedIn(request).customer.id;
    const read = await chooseDefaultSource(db, clock, customerId, request.body.productId);
    return methodsJson(read, requestLocale(request));
  });
}
