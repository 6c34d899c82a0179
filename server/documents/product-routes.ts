/**
 * The document calls of account and deposit applications (PRODUCT 7): the same documents and
 * signing as a loan's under each product's own prefix, which reaches only that product's
 * applications. There is no accept call: the customer reviews MAIN, then OTHER, in the app,
 * and generating the QR accepts every document (signing.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../i18n';
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
  const documents = async (
    request: FastifyRequest,
    applicationId: string,
    products: ProductScope,
  ) => {
    const locale = requestLocale(request);
    const stored = await customerDocuments(deps.db, customerOf(request), {
      applicationId,
      products,
    });
    return stored.map((document) => documentJson(document, locale));
  };

  registerOperation(app, 'listAccountApplicationDocuments', async (request) =>
    documents(request, request.query.applicationId, accounts),
  );
  registerOperation(app, 'listDepositApplicationDocuments', async (request) =>
    documents(request, request.query.applicationId, deposits),
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
