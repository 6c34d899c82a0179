/**
 * The sandbox's side of the providers (registered only in sandbox mode; otherwise /sandbox/...
 * is a 404): the subscribers with their debts now, and taking a provider down or back.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { requestLocale } from '../../i18n';
import type { LedgerDb } from '../../ledger';
import { amount } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import { findProvider, listProviders } from '../providers/store';
import { listSandboxSubscribers, setProviderAvailability } from '../subscribers/sandbox';

export function registerSandboxPaymentRoutes(
  app: FastifyInstance,
  { db, clock }: { db: LedgerDb; clock: Clock },
) {
  registerOperation(app, 'listSandboxPaymentSubscribers', async (request) => {
    const locale = requestLocale(request);
    const names = new Map((await listProviders(db)).map((row) => [row.id, row.names[locale]]));
    return (await listSandboxSubscribers(db)).map((subscriber) => ({
      providerId: subscriber.providerId,
      providerName: names.get(subscriber.providerId) ?? subscriber.providerId,
      subscriberCode: subscriber.subscriberCode,
      name: subscriber.name,
      debt: amount(subscriber.debtMinor, 'AZN'),
    }));
  });

  registerOperation(app, 'setSandboxProviderAvailability', async (request) => {
    const provider = await findProvider(db, request.params.id);
    const { available } = request.body;
    await setProviderAvailability(db, clock, provider.id, available);
    return { available };
  });
}
