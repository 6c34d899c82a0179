/**
 * Making transfers (issue 12): create from a quote, confirm with the code bound to the transfer,
 * resend, cancel, read, the limits, the clearing schedule job and the sandbox's interbank
 * settlement. `server/app.ts` registers the module and its jobs.
 */
import type { FastifyInstance } from 'fastify';
import { loadAuthSecret, secretsFrom } from '../../auth/secrets';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { registerTransferExecutionRoutes } from './routes';

export { registerTransferExecutionJobs, transferJobs } from './jobs';

export async function transferExecutionModule(app: FastifyInstance, deps: BankDependencies) {
  const { config, db, clock, sms } = deps;
  // The same server key as sign-in's codes: the code sessions are the same machinery.
  const secrets = secretsFrom(await loadAuthSecret(config, db, clock));
  const codes = { db, clock, sms, secrets, smsLimits: config.codeSmsLimits };
  registerTransferExecutionRoutes(app, { db, clock, codes }, { sandbox: config.sandbox });
}
