/**
 * Early repayment of loans (issue 17, PRODUCT 4.5, 8): quote, create, read and cancel, the job
 * that processes the partial ones on their business day, and the requests for the request list.
 * `server/app.ts` registers the module and its job.
 */
import type { FastifyInstance } from 'fastify';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerPrepaymentRoutes } from './routes';

export { prepaymentJobs, registerPrepaymentJobs } from './jobs';
export { prepaymentOrderJson } from './json';
export { customerPrepayments } from './store';

export async function prepaymentsModule(app: FastifyInstance, deps: BankDependencies) {
  registerPrepaymentRoutes(app, deps);
}
