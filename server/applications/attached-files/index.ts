/**
 * The files attached to a credit application (SPEC 3 and 5): list, attach and remove. The upload
 * is read and checked exactly as a refinancing statement is (its type by the bytes, under
 * 10 MB, the whole file opening), with multipart registered only in the upload's own scope.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../auth';
import { BankError } from '../../errors/bank-error';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { createStatementChecker } from '../refinancing-documents/statement-check';
import { readFileUpload, uploadLimits } from '../refinancing-documents/upload';
import { uploadGate } from '../refinancing-documents/upload-gate';
import { applicationFileJson, attachFile, editableCredit, filesOf, removeFile } from './store';

/** A refusal given before the body's end closes the connection, so the rest is never received. */
function closingConnection(error: unknown): unknown {
  if (!(error instanceof BankError)) return error;
  const headers = { ...error.headers, connection: 'close' };
  return new BankError(error.code, error.httpStatus, error.params, error.messageKey, headers);
}

export function registerApplicationFileRoutes(
  app: FastifyInstance,
  { db, clock }: Pick<BankDependencies, 'db' | 'clock'>,
) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;
  const checker = createStatementChecker();
  const gate = uploadGate();
  app.addHook('onClose', () => checker.close());

  registerOperation(app, 'listLoanApplicationFiles', async (request) =>
    (await filesOf(db, customerOf(request), request.params.id)).map(applicationFileJson),
  );

  registerOperation(app, 'deleteLoanApplicationFile', async (request, reply) => {
    const { id, fileId } = request.params;
    await removeFile(db, clock, customerOf(request), id, fileId);
    return reply.code(204).send();
  });

  async function receive(request: FastifyRequest<{ Params: { id: string } }>, customerId: string) {
    try {
      await editableCredit(db, clock, customerId, request.params.id);
      return await readFileUpload(request, checker);
    } catch (error) {
      throw closingConnection(error);
    }
  }

  app.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits });
    registerOperation(scope, 'uploadLoanApplicationFile', async (request, reply) => {
      const customerId = customerOf(request);
      const stored = await gate(async () => {
        const upload = await receive(request, customerId);
        return attachFile(db, clock, customerId, request.params.id, upload);
      });
      return reply.code(201).send(applicationFileJson(stored));
    });
  });
}
