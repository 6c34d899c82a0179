/**
 * Builds the bank server as a Fastify app, ready to listen or to be driven by tests through
 * `app.inject()`. Everything it depends on comes in from outside, so tests choose each part.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  applicationsModule,
  bookApprovedLoan,
  onEntering,
  registerApplicationJobs,
} from './applications';
import { authModule, createAuth, registerAuthJobs } from './auth';
import { passkeysModule, registerPasskeyJobs } from './auth/passkeys';
import { cashCodesModule, registerCashCodeJobs } from './cash-codes';
import { type Clock, shiftedClock } from './clock';
import { consentsModule } from './consents';
import { applicationProducts } from './db/schema';
import { documentsModule, queueDocumentPreparation } from './documents';
import { installErrorHandler, sendFrameworkError } from './errors/handlers';
import { fatcaModule } from './fatca';
import { identificationModule } from './identification';
import { insuranceModule } from './insurance';
import { createJobs, type JobLog, type JobRegistrar, registerMaintenanceJobs } from './jobs';
import { ensureBankAccounts, registerLedgerJobs } from './ledger';
import { bankLogger } from './logging';
import { mailOutboxModule, mailSenderFor } from './mail';
import { type Contract, loadContract } from './openapi/contract';
import { registerApiDocs } from './openapi/docs';
import { contractPlugin, registerUnimplementedOperations } from './openapi/operations';
import { checkResponsesAgainstContract } from './openapi/response-check';
import { paymentsModule } from './payments';
import { paymentMethodsModule } from './payments/methods';
import { paymentTemplatesModule } from './payments/templates';
import { prepaymentsModule, registerPrepaymentJobs } from './prepayments';
import {
  openApprovedProduct,
  productApplicationsModule,
  requireDepositInsuranceRead,
} from './product-applications';
import { productsModule, registerProductJobs } from './products';
import { sandboxModule } from './sandbox';
import { readSandboxOffset } from './sandbox/clock';
import type { BankDependencies } from './shared/bank-dependencies';
import { registerTransferQuoteJobs, transfersModule } from './transfers';
import { registerTransferExecutionJobs, transferExecutionModule } from './transfers/execution';
import { transferReceiptModule } from './transfers/receipt';
import { registerWebApp } from './web';
import { registerCompression } from './web/compression';
import { registerSecurityHeaders, setExposureHeaders } from './web/security';

/** Longer than any request line Node accepts (16 KiB of headers), so never the limit. */
const maxPathParameterLength = 16_384;

export interface BuildAppOptions extends Omit<BankDependencies, 'clock' | 'jobs' | 'replica'> {
  /** The standby reads of BankDependencies; db when not given. */
  replica?: BankDependencies['replica'];
  clock: Clock;
  /** Fastify's logger option; defaults to pino at config.logLevel, written asynchronously. */
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
    logger: logger ?? bankLogger(config.logLevel),
    // Per-IP rate limits need the client's address, not the proxy's, when one is in front.
    trustProxy: (_address, hop) => hop < config.trustProxy,
    // Ids of any length reach the contract's validation and get its 400 (no regex routes here,
    // which the router's default limit of 100 guards); what is refused before that, too. Those
    // refusals skip every hook, so they get the exposure headers here.
    routerOptions: { maxParamLength: maxPathParameterLength },
    frameworkErrors: (error, request, reply) => {
      setExposureHeaders(request.url, reply, contract);
      return sendFrameworkError(error, request, reply);
    },
  });
  // Only registered here; main.ts runs the worker loop, tests call app.jobs.runDueJobs().
  const jobs = createJobs({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  const replica = options.replica ?? db;
  const deps: BankDependencies = { config, db, replica, clock, sms: options.sms, jobs };
  registerJobs(jobs, deps, app.log);
  registerEntryEffects();

  installErrorHandler(app);
  // Another process may have moved the sandbox clock: read the shared offset before each call
  // of the contract. A secured call's token check reads it in its own statement, so only the
  // others pay this primary-key read; static files and the web app's pages skip it.
  if (config.sandbox) {
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.config;
      if (route?.operationId && !route.secured) await clock.refresh();
    });
  }
  const auth = await createAuth(deps);
  // The contract adapter checks the access token of every operation the contract secures.
  await app.register(contractPlugin, { contract, authenticate: auth.authenticate });
  if (checkResponses) checkResponsesAgainstContract(app);
  await registerSecurityHeaders(app, contract);
  await registerCompression(app);
  // Public outside production; in production only with API_DOCS=1.
  if (config.apiDocs) await registerApiDocs(app, contract);

  await app.register(authModule, { auth });
  await app.register(passkeysModule, deps);
  await app.register(productsModule, deps);
  await app.register(applicationsModule, deps);
  await app.register(productApplicationsModule, deps);
  await app.register(fatcaModule, deps);
  await app.register(identificationModule, deps);
  await app.register(insuranceModule, deps);
  await app.register(documentsModule, deps);
  await app.register(transfersModule, deps);
  await app.register(transferExecutionModule, deps);
  await app.register(transferReceiptModule, { ...deps, mail: mailSenderFor(config, db, clock) });
  await app.register(paymentsModule, deps);
  await app.register(paymentTemplatesModule, deps);
  await app.register(paymentMethodsModule, deps);
  await app.register(cashCodesModule, deps);
  await app.register(prepaymentsModule, deps);
  await app.register(consentsModule, deps);
  if (config.sandbox) {
    await app.register(sandboxModule, deps);
    await app.register(mailOutboxModule, deps);
  }
  // Outside sandbox mode the sandbox calls do not exist at all: they answer 404.
  registerUnimplementedOperations(app, (op) => config.sandbox || !op.path.startsWith('/sandbox/'));

  await registerWebApp(app, { webDist: config.webDist, apiPrefixes: contract.apiPrefixes });
  return app;
}

/** Each module's recurring work on the queue; documents define theirs in documentsModule. */
function registerJobs(jobs: JobRegistrar, { config }: BankDependencies, log: JobLog) {
  registerLedgerJobs(jobs);
  registerAuthJobs(jobs, config);
  registerPasskeyJobs(jobs);
  registerMaintenanceJobs(jobs);
  registerProductJobs(jobs, log);
  registerApplicationJobs(jobs, log);
  registerTransferQuoteJobs(jobs);
  registerTransferExecutionJobs(jobs, log);
  registerCashCodeJobs(jobs, log);
  registerPrepaymentJobs(jobs, log);
}

/** What entering a status does (applications/on-enter.ts), in the transaction that moved it. */
function registerEntryEffects() {
  onEntering('DOCUMENTS_PREPARATION', ['ACCOUNT', 'DEPOSIT'], requireDepositInsuranceRead);
  onEntering('DOCUMENTS_PREPARATION', applicationProducts, queueDocumentPreparation);
  onEntering('COMPLETED', ['LOAN', 'REFIN'], bookApprovedLoan);
  onEntering('COMPLETED', ['ACCOUNT', 'DEPOSIT'], openApprovedProduct);
}
