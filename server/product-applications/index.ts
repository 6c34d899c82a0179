/**
 * Opening current accounts and deposits online (issue 6): the same application and lifecycle
 * chart as loans with PRODUCT 4.1's compressed steps — the currency or deposit terms, FATCA, the
 * deposit insurance notice, the documents, signing and the bank's final approval, which opens the product (complete.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerProductApplicationRoutes } from './routes';

export { openApprovedProduct } from './complete';
export { requireDepositInsuranceRead } from './deposit-insurance';

export async function productApplicationsModule(app: FastifyInstance, deps: BankDependencies) {
  registerProductApplicationRoutes(app, deps);
}
