/**
 * The statements of other banks' loans a refinancing customer uploads (step 1): list, upload
 * and remove. Multipart parsing is registered only in the upload's own scope, with limits that
 * stop a bad body early; the contract's multipart schema is not a JSON body, so the route has
 * no body schema and `readUpload` checks the fields and the file itself.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { customerApplication } from '../store';
import {
  editableApplication,
  refinancingDocumentJson,
  removeUpload,
  storeUpload,
  uploadsOf,
} from './store';
import { readUpload, uploadLimits } from './upload';

export function registerRefinancingDocumentRoutes(
  app: FastifyInstance,
  { db, clock }: Pick<BankDependencies, 'db' | 'clock'>,
) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;

  registerOperation(app, 'listRefinancingDocuments', async (request) => {
    const application = await customerApplication(db, customerOf(request), request.params.id);
    return (await uploadsOf(db, application.id)).map(refinancingDocumentJson);
  });

  registerOperation(app, 'deleteRefinancingDocument', async (request, reply) => {
    const { id, docId } = request.params;
    await removeUpload(db, clock, customerOf(request), id, docId);
    return reply.code(204).send();
  });

  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits });
    registerOperation(scope, 'uploadRefinancingDocument', async (request, reply) => {
      const customerId = customerOf(request);
      // Before the body is read: a wrong application or status is answered without the file.
      await editableApplication(db, clock, customerId, request.params.id);
      const upload = await readUpload(request);
      const stored = await storeUpload(db, clock, customerId, request.params.id, upload);
      return reply.code(201).send(refinancingDocumentJson(stored));
    });
  });
}
