/**
 * The customer's loan document calls (PRODUCT 7 "Documents"). The signing link points at the
 * sandbox's signing app at the bank's configured address (PUBLIC_URL), never at the Host the
 * caller sent (issue 13, L5); without sandbox mode there is no signing app to point at, so the
 * QR call answers 409 SIGNING_UNAVAILABLE.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../auth';
import type { ApplicationDocumentRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { type Locale, requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { acceptDocument, customerDocuments, loanProducts, scopedApplication } from './customer';
import type { Signing, SigningRequest } from './signing';
import { paperTitle } from './texts/titles';

export const customerOf = (request: FastifyRequest) => signedIn(request).customer.id;

/** A document as the contract's Document, titled in the caller's language. */
export function documentJson(document: ApplicationDocumentRow, locale: Locale) {
  return {
    id: document.id,
    documentType: document.documentType,
    title: paperTitle(document.kind, locale),
    content: document.content.toString('base64'),
    accepted: document.acceptedAt !== null,
  };
}

/** The signing app's link for a new session, or 409 SIGNING_UNAVAILABLE outside the sandbox. */
export async function signingLink(
  { db, config }: BankDependencies,
  signing: Signing,
  signingRequest: SigningRequest,
) {
  const { customerId, applicationId, products } = signingRequest;
  if (!config.sandbox) {
    // Another customer's application is a 404 here too, like in every other call.
    await scopedApplication(db, customerId, applicationId, products);
    throw new BankError('SIGNING_UNAVAILABLE', 409);
  }
  const token = await signing.open(signingRequest);
  return { data: `${config.publicUrl}/sandbox-signing/${token}` };
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: BankDependencies,
  signing: Signing,
) {
  const { db, clock } = deps;

  registerOperation(app, 'listLoanDocuments', async (request) => {
    const { applicationId, documentType } = request.query;
    const documents = await customerDocuments(
      db,
      customerOf(request),
      { applicationId, products: loanProducts },
      documentType,
    );
    const locale = requestLocale(request);
    return documents.map((document) => documentJson(document, locale));
  });

  registerOperation(app, 'acceptLoanDocument', async (request) => {
    const application = await acceptDocument(db, clock, customerOf(request), {
      applicationId: request.query.applicationId,
      docId: request.params.docId,
    });
    return { status: application.status };
  });

  registerOperation(app, 'generateLoanSigningQr', async (request) =>
    signingLink(deps, signing, {
      customerId: customerOf(request),
      applicationId: request.query.applicationId,
      products: loanProducts,
      acceptsDocuments: false,
    }),
  );
}
