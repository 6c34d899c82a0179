/**
 * Transfers (issue 12): the quote side here — the bank directory, exchange rates, the calendar,
 * who a number reaches, and pricing — and the execution side in execution/ (create, confirm,
 * cancel, the clearing). A quote stores a PricedTransfer (priced-transfer.ts), the one shape
 * both sides share.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { LedgerDb } from '../ledger';
import type { BankDependencies } from '../shared/bank-dependencies';
import { ensureBankDirectory } from './banks/directory';
import { ensureExchangeRates } from './rates/store';
import { registerTransferQuoteRoutes } from './routes';
import { ensureSandboxIpsDirectory } from './sandbox/ips-directory';
import { registerSandboxTransferQuoteRoutes } from './sandbox/routes';

/** What production needs before the first call: the bank directory and the starting rates. */
export async function ensureTransferReferenceData(db: LedgerDb, clock: Clock): Promise<void> {
  await ensureBankDirectory(db);
  await ensureExchangeRates(db, clock);
}

export { registerTransferQuoteJobs, transferQuoteJobs } from './quotes/jobs';

export async function transfersModule(app: FastifyInstance, deps: BankDependencies) {
  await ensureTransferReferenceData(deps.db, deps.clock);
  registerTransferQuoteRoutes(app, deps);
  if (deps.config.sandbox) {
    await ensureSandboxIpsDirectory(deps.db);
    registerSandboxTransferQuoteRoutes(app, deps);
  }
}
