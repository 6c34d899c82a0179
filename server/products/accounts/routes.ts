/** GET /api/v1/accounts and /api/v1/accounts/{id}: one query each, balances from the ledger. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { currentAccounts, ledgerAccounts } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { available } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { checkProductId, productNotFound } from '../json';
import { bankRequisites } from './numbering';

async function readAccounts(db: LedgerDb, customerId: string, accountId?: string) {
  const rows = await db
    .select({ account: currentAccounts, ledger: ledgerAccounts })
    .from(currentAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, currentAccounts.ledgerAccountId))
    .where(
      and(
        eq(currentAccounts.customerId, customerId),
        accountId === undefined ? undefined : eq(currentAccounts.id, accountId),
      ),
    )
    .orderBy(asc(currentAccounts.openedAt), asc(currentAccounts.currency));
  return rows.map(({ account, ledger }): Schemas['Account'] => ({
    id: account.id,
    name: account.name,
    iban: account.iban,
    accountNumber: account.iban,
    currency: account.currency,
    balance: amount(ledger.balance, account.currency),
    available: amount(available(ledger), account.currency),
    blockedAmount: amount(ledger.held, account.currency),
    openedAt: account.openedAt.toISOString(),
  }));
}

export function registerAccountRoutes(app: FastifyInstance, { db }: BankDependencies) {
  registerOperation(app, 'listAccounts', async (request) =>
    readAccounts(db, signedIn(request).customer.id),
  );

  registerOperation(app, 'getAccount', async (request) => {
    const { customer } = signedIn(request);
    const [account] = await readAccounts(db, customer.id, checkProductId(request.params.id));
    if (!account) throw productNotFound();
    return {
      ...account,
      requisites: {
        beneficiary: `${customer.firstName} ${customer.lastName}`,
        iban: account.iban,
        accountNumber: account.accountNumber,
        currency: account.currency,
        ...bankRequisites,
      },
    };
  });
}
