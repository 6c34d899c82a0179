/**
 * The prepayment calls (PRODUCT 4.5, 8). Every refusal they answer is one of the contract's
 * PrepaymentErrorCode: this module's error handler (its plugin's scope only) turns the others,
 * a field the contract refused included, into PREPAYMENT_VALIDATION or PREPAYMENT_UNEXPECTED.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { bakuDate } from '../../domain/calendar';
import { signedIn } from '../auth';
import { sendBankError, toBankError } from '../errors/handlers';
import { answerIdempotently, inTransaction } from '../ledger';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { assessPrepayment } from './assess';
import { cancelInReview } from './cancel';
import { createPrepayment } from './create';
import { prepaymentJson, quoteJson } from './json';
import { readLoanState } from './loan-state';
import { asPrepaymentRefusal } from './refusals';
import { customerPrepayment } from './store';

export function registerPrepaymentRoutes(app: FastifyInstance, { db, clock }: BankDependencies) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = asPrepaymentRefusal(toBankError(error));
    if (refusal.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
    return sendBankError(request, reply, refusal);
  });
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;

  registerOperation(app, 'quotePrepayment', async (request) => {
    const customerId = customerOf(request);
    const state = await readLoanState(db, request.body.loanId, { customerId, lock: false });
    const assessment = await assessPrepayment(db, state, request.body, bakuDate(clock.now()));
    return quoteJson(state, assessment);
  });

  registerOperation(app, 'createPrepayment', async (request, reply) => {
    const customerId = customerOf(request);
    return answerIdempotently(
      request,
      reply,
      { db, clock },
      {
        scope: customerId,
        fingerprint: { op: 'createPrepayment', body: request.body },
        operation: async (tx) => ({
          status: 201,
          body: prepaymentJson(await createPrepayment(tx, clock, customerId, request.body)),
        }),
      },
    );
  });

  registerOperation(app, 'getPrepayment', async (request) =>
    prepaymentJson(await customerPrepayment(db, customerOf(request), request.params.id)),
  );

  registerOperation(app, 'cancelPrepayment', async (request) => {
    const customerId = customerOf(request);
    const canceled = await inTransaction(db, async (tx) =>
      cancelInReview(
        tx,
        clock,
        await customerPrepayment(tx, customerId, request.params.id, { lock: true }),
      ),
    );
    return prepaymentJson(canceled);
  });
}
