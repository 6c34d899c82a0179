/**
 * The document calls of account and deposit applications (PRODUCT 7): the same documents and
 * signing as a loan's under each product's own prefix, which reaches only that product's
 * applications. There is no accept call: the customer reviews MAIN, then OTHER, in the app,
 * and generating the QR accepts every document (signing.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { customerDocuments, type ProductScope } from './customer';
import { customerOf, documentJson, signingLink } from './routes';
import type { Signing } from './signing';

const accounts: ProductScope = ['ACCOUNT'];
const deposits: ProductScope = ['DEPOSIT'];

export function registerProductDocumentRoutes(
  app: FastifyInstance,
  deps: BankDependencies,
  signing: Signing,
) {
  const documents = async (customerId: string, applicationId: string, products: ProductScope) =>
    (await customerDocuments(deps.db, customerId, { applicationId, products })).map(documentJson);

  registerOperation(app, 'listAccountApplicationDocuments', async (request) =>
    documents(customerOf(request), request.query.applicationId, accounts),
  );
  registerOperation(app, 'listDepositApplicationDocuments', async (request) =>
    documents(customerOf(request), request.query.applicationId, deposits),
  );

  registerOperation(app, 'generateAccountSigningQr', async (request) =>
    signingLink(deps, signing, {
      customerId: customerOf(request),
      applicationId: request.query.applicationId,
      products: accounts,
      acceptsDocuments: true,
    }),
  );
  registerOperation(app, 'generateDepositSigningQr', async (request) =>
    signingLink(deps, signing, {
      customerId: customerOf(request),
      applicationId: request.query.applicationId,
      products: deposits,
      acceptsDocuments: true,
    }),
  );
}
