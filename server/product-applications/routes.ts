/**
 * The customer's calls for account and deposit applications (PRODUCT 7): starting one, the
 * deposit product table, confirming the deposit insurance notice (step 3), and the status of
 * one's own application of that product — another
 * customer's, or one of another product, is answered 404 like an unknown id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asOfNow } from '../applications/lifecycle';
import { applicationNotFound, customerApplication } from '../applications/store';
import { signedIn } from '../auth';
import type { ApplicationProductColumn } from '../db/schema';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import { depositProducts } from '../products/deposits/product-table';
import type { BankDependencies } from '../shared/bank-dependencies';
import { createAccountApplication, createDepositApplication } from './create';
import { confirmDepositInsuranceRead } from './deposit-insurance';
import { depositProductJson, productApplicationJson } from './json';

export function registerProductApplicationRoutes(
  app: FastifyInstance,
  { db, clock }: BankDependencies,
) {
  registerOperation(app, 'createAccountApplication', async (request, reply) => {
    const { customer } = signedIn(request);
    const application = await createAccountApplication(
      db,
      clock,
      customer,
      request.body,
      requestLocale(request),
    );
    return reply.code(201).send(productApplicationJson(application));
  });

  registerOperation(app, 'listDepositProducts', async () =>
    depositProducts.map(depositProductJson),
  );

  registerOperation(app, 'createDepositApplication', async (request, reply) => {
    const { customer } = signedIn(request);
    const application = await createDepositApplication(
      db,
      clock,
      customer,
      request.body,
      requestLocale(request),
    );
    return reply.code(201).send(productApplicationJson(application));
  });

  /** The detailed status on the bank's clock, a passed deadline included (lifecycle.asOfNow). */
  async function statusOf(customerId: string, id: string, product: ApplicationProductColumn) {
    const application = await customerApplication(db, customerId, id);
    if (application.product !== product) throw applicationNotFound();
    return { status: asOfNow(application, clock).status };
  }

  registerOperation(app, 'getAccountApplicationStatus', async (request) =>
    statusOf(signedIn(request).customer.id, request.params.id, 'ACCOUNT'),
  );

  registerOperation(app, 'getDepositApplicationStatus', async (request) =>
    statusOf(signedIn(request).customer.id, request.params.id, 'DEPOSIT'),
  );

  // The same confirmation for either product: the application's kind comes from the path.
  const insuranceRead =
    (product: 'ACCOUNT' | 'DEPOSIT') =>
    async (request: FastifyRequest & { params: { id: string } }) => {
      const target = { id: request.params.id, product } as const;
      const customerId = signedIn(request).customer.id;
      const locale = requestLocale(request);
      const application = await confirmDepositInsuranceRead(db, clock, customerId, target, locale);
      return { status: application.status };
    };
  registerOperation(app, 'confirmAccountDepositInsuranceRead', insuranceRead('ACCOUNT'));
  registerOperation(app, 'confirmDepositInsuranceRead', insuranceRead('DEPOSIT'));
}
