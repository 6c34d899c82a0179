/**
 * Builds the bank server as a Fastify app, ready to listen or to be driven by tests through
 * `app.inject()`. Everything it depends on comes in from outside, so tests choose each part.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { applicationsModule, registerApplicationJobs } from './applications';
import { authModule, createAuth } from './auth';
import { type BankClock, type Clock, shiftedClock } from './clock';
import type { Config } from './config';
import type { BankDb } from './db/client';
import { documentsModule } from './documents';
import { installErrorHandler } from './errors/handlers';
import { fatcaModule } from './fatca';
import { identificationModule } from './identification';
import { insuranceModule } from './insurance';
import { createJobs, type Jobs, registerMaintenanceJobs } from './jobs';
import { ensureBankAccounts } from './ledger';
import { type Contract, loadContract } from './openapi/contract';
import { registerApiDocs } from './openapi/docs';
import { contractPlugin, registerUnimplementedOperations } from './openapi/operations';
import { checkResponsesAgainstContract } from './openapi/response-check';
import { productApplicationsModule } from './product-applications';
import { productsModule } from './products';
import { registerProductJobs } from './products/jobs';
import { sandboxModule } from './sandbox';
import { readSandboxOffset } from './sandbox/clock';
import type { SmsSender } from './sms/sms-sender';
import { registerWebApp } from './web';
import { registerSecurityHeaders } from './web/security';

/** What the bank's modules are given to do their work. */
export interface BankDependencies {
  config: Config;
  db: BankDb;
  /** The bank's time: the given clock, shifted by the shared sandbox offset in sandbox mode. */
  clock: BankClock;
  sms: SmsSender;
  /** The job queue: modules register their scheduled work here (server/jobs). */
  jobs: Jobs;
}

export interface BuildAppOptions extends Omit<BankDependencies, 'clock' | 'jobs'> {
  clock: Clock;
  /** Fastify's logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Validate every response body against the contract and fail loudly (tests). */
  checkResponses?: boolean;
  /** The contract to serve; defaults to openapi/generated/openapi.json. */
  contract?: Contract;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, logger, checkResponses = false, contract = loadContract() } = options;
  const clock = config.sandbox
    ? shiftedClock(options.clock, () => readSandboxOffset(db))
    : shiftedClock(options.clock);
  await clock.refresh();
  // The bank's own ledger accounts (cash, income, clearing…) exist before any module books.
  await ensureBankAccounts(db, clock);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Per-IP rate limits need the client's address, not the proxy's, when one is in front.
    trustProxy: (_address, hop) => hop < config.trustProxy,
  });
  // Only registered here; main.ts runs the worker loop, tests call app.jobs.runDueJobs().
  const jobs = createJobs({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const deps: BankDependencies = { config, db, clock, sms: options.sms, jobs };
  registerMaintenanceJobs(jobs, deps);
  registerProductJobs(jobs, app.log);
  registerApplicationJobs(jobs, app.log);

  installErrorHandler(app);
  // Another process may have moved the sandbox clock: read the shared offset before each call
  // of the contract (one primary-key read; static files and the web app's pages skip it).
  if (config.sandbox) {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.operationId) await clock.refresh();
    });
  }
  const auth = await createAuth(deps);
  // The contract adapter checks the access token of every operation the contract secures.
  await app.register(contractPlugin, { contract, authenticate: auth.authenticate });
  if (checkResponses) checkResponsesAgainstContract(app);
  await registerSecurityHeaders(app);
  await registerApiDocs(app, contract);

  await app.register(authModule, { auth });
  await app.register(productsModule, deps);
  await app.register(applicationsModule, deps);
  await app.register(productApplicationsModule, deps);
  await app.register(fatcaModule, deps);
  await app.register(identificationModule, deps);
  await app.register(insuranceModule, deps);
  await app.register(documentsModule, deps);
  if (config.sandbox) await app.register(sandboxModule, deps);
  // Outside sandbox mode the sandbox calls do not exist at all: they answer 404.
  registerUnimplementedOperations(app, (op) => config.sandbox || !op.path.startsWith('/sandbox/'));

  await registerWebApp(app, { webDist: config.webDist, apiPrefixes: contract.apiPrefixes });
  return app;
}
