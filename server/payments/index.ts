/**
 * Payments to providers (issue 16). A payment is a transfer: quotePayment prices a
 * PricedTransfer on the rail PAYMENT to the provider's settlement account and stores it as a
 * transfer quote; createPayment, confirm, resend and cancel are the transfers' own steps with
 * the payment's row beside the transfer; the receipt is the transfers' receipt with the
 * provider added. Here: the providers' catalogue (written at every start), the subscriber lookup
 * through a gateway (the sandbox's providers, or none in production), and the calls.
 * `server/app.ts` registers the module.
 */
import type { FastifyInstance } from 'fastify';
import { loadAuthSecret, secretsFrom } from '../auth/secrets';
import type { BankDependencies } from '../shared/bank-dependencies';
import { createReceiptRenderer } from '../transfers/receipt/renderer';
import { registerPaymentRoutes } from './execution/routes';
import { registerProviderRoutes } from './providers/routes';
import { ensureProviderCatalogue } from './providers/store';
import { registerPaymentReceiptRoutes } from './receipt/routes';
import { registerSandboxPaymentRoutes } from './sandbox/routes';
import { providerGateway } from './subscribers/gateway';
import { ensureSandboxSubscribers } from './subscribers/sandbox';

export async function paymentsModule(app: FastifyInstance, deps: BankDependencies) {
  const { config, db, clock, sms } = deps;
  await ensureProviderCatalogue(db, clock);
  const gateway = providerGateway(config.sandbox);
  // The same code sessions as transfers (and sign-in): the same server key.
  const secrets = secretsFrom(await loadAuthSecret(config, db, clock));
  const codes = { db, clock, sms, secrets, smsLimits: config.codeSmsLimits };
  registerProviderRoutes(app, { db, gateway });
  registerPaymentRoutes(app, { db, clock, codes, gateway });
  // A pool of its own, started on the first receipt and closed with the app.
  const renderer = createReceiptRenderer();
  app.addHook('onClose', () => renderer.close());
  registerPaymentReceiptRoutes(app, { db, renderer });
  if (config.sandbox) {
    await ensureSandboxSubscribers(db, clock);
    registerSandboxPaymentRoutes(app, { db, clock });
  }
}
