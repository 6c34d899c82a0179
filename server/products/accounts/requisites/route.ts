/**
 * GET /api/v1/accounts/{id}/requisites and its PDF (issue 15, item 13): what a payer at another
 * bank needs. The bank's side comes from the configuration (config.bank), the account's from
 * one read of the customer's own account: another customer's is a 404 like an unknown id. The
 * PDF is drawn on the server's render threads, never on the event loop.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../../auth';
import { currentAccounts } from '../../../db/schema';
import { requestLocale } from '../../../i18n';
import type { Schemas } from '../../../openapi/json';
import { registerOperation } from '../../../openapi/operations';
import { createPdfRenderer, type PdfRenderer } from '../../../pdf/worker-pool';
import type { BankDependencies } from '../../../shared/bank-dependencies';
import { checkProductId, productNotFound } from '../../json';
import type { RequisitesSheet } from './model';

export function registerRequisitesRoutes(
  app: FastifyInstance,
  { db, clock, config }: BankDependencies,
  renderer: PdfRenderer<RequisitesSheet> = createPdfRenderer(
    new URL('./render-worker.ts', import.meta.url),
  ),
) {
  app.addHook('onClose', () => renderer.close());

  async function requisitesOf(
    request: FastifyRequest<{ Params: { id: string } }>,
  ): Promise<Schemas['AccountRequisites']> {
    const { customer } = signedIn(request);
    const [account] = await db
      .select({ iban: currentAccounts.iban, currency: currentAccounts.currency })
      .from(currentAccounts)
      .where(
        and(
          eq(currentAccounts.id, checkProductId(request.params.id)),
          eq(currentAccounts.customerId, customer.id),
        ),
      );
    if (!account) throw productNotFound();
    const { bank } = config;
    return {
      beneficiary: `${customer.firstName} ${customer.lastName}`,
      iban: account.iban,
      currency: account.currency,
      bankName: bank.name,
      bankTaxId: bank.taxId,
      bic: bank.bic,
      correspondentAccount: bank.correspondentAccount,
    };
  }

  registerOperation(app, 'getAccountRequisites', (request) => requisitesOf(request));

  registerOperation(app, 'getAccountRequisitesPdf', async (request, reply) => {
    const requisites = await requisitesOf(request);
    const pdf = await renderer.render({
      locale: requestLocale(request),
      requisites,
      issuedAt: clock.now().epochMilliseconds,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="requisites-${requisites.iban}.pdf"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(pdf);
  });

  registerOperation(app, 'getBankContacts', async () => ({ hotlines: [...config.bank.hotlines] }));
}
