/**
 * The customer's document calls (SPEC 7 "Documents"). The signing link points at the sandbox's
 * signing app on the bank's own origin; without sandbox mode there is no signing app to point
 * at, so the QR call answers 409 SIGNING_UNAVAILABLE.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BankDependencies } from '../app';
import { customerApplication } from '../applications/store';
import { signedIn } from '../auth';
import { BankError } from '../errors/bank-error';
import { registerOperation } from '../openapi/operations';
import { acceptDocument, customerDocuments } from './customer';
import type { Signing } from './signing';

/** The bank's origin as the caller reached it (the proxy's, with TRUST_PROXY). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerDocumentRoutes(
  app: FastifyInstance,
  { db, clock, config }: BankDependencies,
  signing: Signing,
) {
  const customerOf = (request: FastifyRequest) => signedIn(request).customer.id;

  registerOperation(app, 'listLoanDocuments', async (request) => {
    const { applicationId, documentType } = request.query;
    const documents = await customerDocuments(db, customerOf(request), applicationId, documentType);
    return documents.map((document) => ({
      id: document.id,
      documentType: document.documentType,
      content: document.content.toString('base64'),
      accepted: document.acceptedAt !== null,
    }));
  });

  registerOperation(app, 'acceptLoanDocument', async (request) => {
    const application = await acceptDocument(db, clock, customerOf(request), {
      applicationId: request.query.applicationId,
      docId: request.params.docId,
    });
    return { status: application.status };
  });

  registerOperation(app, 'generateLoanSigningQr', async (request) => {
    const customerId = customerOf(request);
    const { applicationId } = request.query;
    if (!config.sandbox) {
      // Another customer's application is a 404 here too, like in every other call.
      await customerApplication(db, customerId, applicationId);
      throw new BankError('SIGNING_UNAVAILABLE', 409);
    }
    const token = await signing.open(customerId, applicationId);
    return { data: `${originOf(request)}/sandbox-signing/${token}` };
  });
}
