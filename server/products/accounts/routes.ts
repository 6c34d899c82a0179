/** GET /api/v1/accounts and /api/v1/accounts/{id}: one query each, balances from the ledger. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/locale';
import { signedIn } from '../../auth';
import { currentAccounts, ledgerAccounts } from '../../db/schema';
import { requestLocale } from '../../i18n';
import type { LedgerDb } from '../../ledger';
import { available } from '../../ledger';
import { amount, type Schemas } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { checkProductId, productNotFound } from '../json';
import { bankRequisites } from './numbering';

/**
 * The customer's accounts, or one of them, as a prepared statement: the hot list read is built
 * and planned once, not on every call.
 */
function accountsQuery(db: LedgerDb, one: boolean) {
  return db
    .select({ account: currentAccounts, ledger: ledgerAccounts })
    .from(currentAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, currentAccounts.ledgerAccountId))
    .where(
      and(
        eq(currentAccounts.customerId, sql.placeholder('customerId')),
        one ? eq(currentAccounts.id, sql.placeholder('accountId')) : undefined,
      ),
    )
    .orderBy(asc(currentAccounts.openedAt), asc(currentAccounts.currency))
    .prepare(one ? 'bank_account_of_customer' : 'bank_accounts_of_customer');
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number];

function accountsJson(rows: AccountRow[], locale: Locale) {
  return rows.map(({ account, ledger }): Schemas['Account'] => ({
    id: account.id,
    name: account.names[locale],
    iban: account.iban,
    accountNumber: account.iban,
    currency: account.currency,
    balance: amount(ledger.balance, account.currency),
    available: amount(available(ledger), account.currency),
    blockedAmount: amount(ledger.held, account.currency),
    openedAt: account.openedAt.toISOString(),
  }));
}

export function registerAccountRoutes(app: FastifyInstance, { db, config }: BankDependencies) {
  const allAccounts = accountsQuery(db, false);
  const oneAccount = accountsQuery(db, true);
  registerOperation(app, 'listAccounts', async (request) =>
    accountsJson(
      await allAccounts.execute({ customerId: signedIn(request).customer.id }),
      requestLocale(request),
    ),
  );

  registerOperation(app, 'getAccount', async (request) => {
    const { customer } = signedIn(request);
    const accountId = checkProductId(request.params.id);
    const [account] = accountsJson(
      await oneAccount.execute({ customerId: customer.id, accountId }),
      requestLocale(request),
    );
    if (!account) throw productNotFound();
    return {
      ...account,
      requisites: {
        beneficiary: `${customer.firstName} ${customer.lastName}`,
        iban: account.iban,
        accountNumber: account.accountNumber,
        currency: account.currency,
        bankName: config.bank.name,
        bankCode: bankRequisites.bankCode,
        bic: config.bank.bic,
      },
    };
  });
}
