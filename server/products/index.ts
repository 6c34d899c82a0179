/**
 * The customer's products (issue 4): accounts, cards, deposits, loans and the operations
 * history. Every call reads only the signed-in customer's rows; another customer's id is
 * answered exactly like an unknown one, 404 NOT_FOUND.
 */
import type { FastifyInstance } from 'fastify';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerRequisitesRoutes } from './accounts/requisites/route';
import { registerAccountRoutes } from './accounts/routes';
import { registerStatementRoute } from './accounts/statement/route';
import { registerCardControls } from './cards/controls';
import { registerCardRoutes } from './cards/routes';
import { registerDepositRoutes } from './deposits/routes';
import { registerLoanRoutes } from './loans/routes';
import { registerOperationRoutes } from './operations/routes';

export { assertCardCanPay, paymentSourceOfCard } from './cards/payment-source';
export { productJobs, registerProductJobs } from './jobs';

export async function productsModule(app: FastifyInstance, deps: BankDependencies) {
  registerAccountRoutes(app, deps);
  registerStatementRoute(app, deps);
  registerRequisitesRoutes(app, deps);
  registerCardRoutes(app, deps);
  await registerCardControls(app, deps);
  registerDepositRoutes(app, deps);
  registerLoanRoutes(app, deps);
  registerOperationRoutes(app, deps);
}
