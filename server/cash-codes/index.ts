/**
 * Cash by code (issue 17): the transfers' pipeline (quote → create with an Idempotency-Key → the
 * one-time code bound to the order → the movement in one transaction) ending in holds instead
 * of a booking: one hold per withdrawal code, each code sent by SMS and active 24 hours, cashed
 * at an ATM (the sandbox's, here) or released when canceled or expired. `server/app.ts`
 * registers the module and its job.
 */
import type { FastifyInstance } from 'fastify';
import { loadAuthSecret, secretsFrom } from '../auth/secrets';
import { amount } from '../openapi/json';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { withdrawAtAtm } from './atm';
import { registerCashCodeRoutes } from './routes';

export { cashCodeJobs, registerCashCodeJobs } from './expiry';

export async function cashCodesModule(app: FastifyInstance, deps: BankDependencies) {
  const { config, db, clock, sms } = deps;
  // The same server key as sign-in's codes: the one-time codes are the same machinery, and the
  // withdrawal codes' hashes are keyed with it too.
  const secrets = secretsFrom(await loadAuthSecret(config, db, clock));
  const codes = { db, clock, sms, secrets, smsLimits: config.codeSmsLimits };
  registerCashCodeRoutes(app, { db, clock, codes, secrets });
  // Registered only in sandbox mode; otherwise /sandbox/... is a 404.
  if (config.sandbox) {
    registerOperation(app, 'withdrawSandboxAtmCash', async (request) => {
      const used = await withdrawAtAtm({ db, clock, secrets }, request.body);
      if (!used.usedAt) throw new Error(`cash code ${used.id} dispensed without a time`);
      return {
        codeId: used.id,
        amount: amount(used.amountMinor, 'AZN'),
        currency: 'AZN' as const,
        dispensedAt: used.usedAt.toISOString(),
      };
    });
  }
}
