/**
 * The bank's tables, one file per area; this file only gathers them, so drizzle-kit, the client
 * and the modules see one schema. Change a table in its area's file, then `npm run gen:db`
 * writes the SQL migration that the server applies at start; commit both.
 */
export * from './applications-schema';
export * from './auth-schema';
export * from './card-controls-schema';
export * from './cash-codes-schema';
export * from './consents-schema';
export * from './customers-schema';
export * from './documents-schema';
export * from './identification-schema';
export * from './insurance-schema';
export * from './jobs-schema';
export * from './ledger-schema';
export * from './mail-schema';
export * from './passkeys-schema';
export * from './payments-schema';
export * from './prepayments-schema';
export * from './products-schema';
export * from './sandbox-schema';
export * from './transfer-orders-schema';
export * from './transfers-schema';
