/**
 * The double-entry ledger: every movement of money is one ledger transaction whose postings sum
 * to zero per currency. Amounts are bigint minor units; balances are credit balances (the
 * holder's view), see server/db/ledger-schema.ts.
 */
export * from './accounts';
export { inTransaction, type LedgerDb, type LedgerTx } from './db';
export * from './holds';
export * from './idempotency';
export * from './idempotent-route';
export { idempotencyKeyLifetime, ledgerJobs, registerLedgerJobs } from './jobs';
export {
  available,
  type BookedPosting,
  type BookedTransaction,
  type LedgerTransactionInput,
  maxAmount,
  type Posting,
  postLedgerTransaction,
} from './posting';
export * from './statements';
export { type LedgerTransactionKind, ledgerTransactionKinds } from './transaction-kinds';
