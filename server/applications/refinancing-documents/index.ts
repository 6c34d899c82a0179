/**
 * The statements of other banks' loans a refinancing customer uploads (step 1): list, upload
 * and remove. Multipart parsing is registered only in the upload's own scope, with limits that
 * stop a bad body early; the contract's multipart schema is not a JSON body, so the route has
 * no body schema and `readUpload` checks the fields and the file itself.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../auth';
import { BankError } from '../../errors/bank-error';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { customerApplication } from '../store';
import { createStatementChecker } from './statement-check';
import {
  editableApplication,
  refinancingDocumentJson,
  removeUpload,
  storeUpload,
  uploadsOf,
} from './store';
import { readUpload, uploadLimits } from './upload';
import { uploadGate } from './upload-gate';

function closingConnection(error: unknown): unknown {
  if (!(error instanceof BankError)) return error;
  const headers = { ...error.headers, connection: 'close' };
  return new BankError(error.code, error.httpStatus, error.params, error.messageKey, headers);
}

export function registerRefinancingDocumentRoutes(
  app: FastifyInstance,
  { db, clock }: Pick<BankDependencies, 'db' | 'clock'>,
) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;
  const checker = createStatementChecker();
  const gate = uploadGate();
  app.addHook('onClose', () => checker.close());

  registerOperation(app, 'listRefinancingDocuments', async (request) => {
    const application = await customerApplication(db, customerOf(request), request.params.id);
    return (await uploadsOf(db, application.id)).map(refinancingDocumentJson);
  });

  registerOperation(app, 'deleteRefinancingDocument', async (request, reply) => {
    const { id, docId } = request.params;
    await removeUpload(db, clock, customerOf(request), id, docId);
    return reply.code(204).send();
  });

  /**
   * The application is checked before the body is read, so a wrong one is answered without the
   * file. A refusal closes the connection: given before the body's end, it keeps the rest of the
   * body from being received at all.
   */
  async function receive(request: FastifyRequest<{ Params: { id: string } }>, customerId: string) {
    try {
      await editableApplication(db, clock, customerId, request.params.id);
      return await readUpload(request, checker);
    } catch (error) {
      throw closingConnection(error);
    }
  }

  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits });
    registerOperation(scope, 'uploadRefinancingDocument', async (request, reply) => {
      const customerId = customerOf(request);
      const stored = await gate(async () => {
        const upload = await receive(request, customerId);
        return storeUpload(db, clock, customerId, request.params.id, upload);
      });
      return reply.code(201).send(refinancingDocumentJson(stored));
    });
  });
}
