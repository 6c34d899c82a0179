/**
 * The sandbox operator's calls: every customer's applications, and any event applied to any of
 * them through the same lifecycle chart as the customer's calls (409, nothing changed, when not
 * allowed).
 */
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { applicationJson } from './json';
import { applyEvent } from './lifecycle';
import { listOperatorApplications } from './sandbox-list';
import { customerApplication } from './store';

export function registerSandboxApplicationRoutes(
  app: FastifyInstance,
  { db, clock }: BankDependencies,
) {
  registerOperation(app, 'listSandboxLoanApplications', async (request) =>
    listOperatorApplications(db, request.query),
  );

  registerOperation(app, 'applySandboxLoanApplicationEvent', async (request) => {
    const moved = await db.transaction(async (tx) => {
      // The operator sees every customer's applications.
      const application = await customerApplication(tx, undefined, request.params.id, {
        forUpdate: true,
      });
      return applyEvent(tx, clock, application, request.body.type);
    });
    return applicationJson(moved);
  });
}
