/**
 * Loan applications (issue 5): starting a credit or refinancing application, its offers from
 * the customer's income and debts, accepting one, renewing an expired application, the request
 * list, and the sandbox operator's events. Every status change goes through the lifecycle chart
 * (machines/loanApplication.machine.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerApplicationRoutes } from './routes';
import { registerSandboxApplicationRoutes } from './sandbox';

export { bookApprovedLoan } from './approval';
export { applicationJobs, registerApplicationJobs } from './deadline-job';
export { type EntryEffect, onEntering } from './on-enter';

export async function applicationsModule(app: FastifyInstance, deps: BankDependencies) {
  registerApplicationRoutes(app, deps);
  if (deps.config.sandbox) registerSandboxApplicationRoutes(app, deps);
}
