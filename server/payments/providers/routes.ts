/** The providers' calls: the list by category, one provider's form, and the subscriber lookup. */
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../i18n';
import type { LedgerDb } from '../../ledger';
import { registerOperation } from '../../openapi/operations';
import { checkedFields } from '../subscribers/fields';
import { type ProviderGateway, subscriberJson } from '../subscribers/gateway';
import { providerJson, providersJson } from './json';
import { findProvider, listProviders } from './store';

export function registerProviderRoutes(
  app: FastifyInstance,
  { db, gateway }: { db: LedgerDb; gateway: ProviderGateway },
) {
  registerOperation(app, 'listPaymentProviders', async (request) =>
    providersJson(await listProviders(db), requestLocale(request)),
  );

  registerOperation(app, 'getPaymentProvider', async (request) =>
    providerJson(await findProvider(db, request.params.id), requestLocale(request)),
  );

  registerOperation(app, 'findPaymentSubscriber', async (request) => {
    const locale = requestLocale(request);
    const provider = await findProvider(db, request.params.id);
    const fields = checkedFields(provider, request.body.fields, locale);
    return subscriberJson(await gateway.findSubscriber(db, provider, fields, locale));
  });
}
