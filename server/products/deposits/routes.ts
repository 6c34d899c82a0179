/** GET /api/v1/deposits: one query, principal and accrued interest read from their ledger accounts. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import { currentAccounts, deposits, ledgerAccounts } from '../../db/schema';
import { requestLocale } from '../../i18n';
import { amount } from '../../openapi/json';
import { registerOperation } from '../../openapi/operations';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { accountRef } from '../json';

const principalAccounts = alias(ledgerAccounts, 'principal_accounts');
const interestAccounts = alias(ledgerAccounts, 'interest_accounts');

export function registerDepositRoutes(app: FastifyInstance, { db }: BankDependencies) {
  // Prepared: the hot list read is built and planned once, not on every call.
  const runningDeposits = db
    .select({
      deposit: deposits,
      principal: principalAccounts.balance,
      interest: interestAccounts.balance,
      source: currentAccounts,
    })
    .from(deposits)
    .innerJoin(principalAccounts, eq(principalAccounts.id, deposits.principalAccountId))
    .innerJoin(interestAccounts, eq(interestAccounts.id, deposits.interestAccountId))
    .innerJoin(currentAccounts, eq(currentAccounts.id, deposits.sourceAccountId))
    .where(
      and(eq(deposits.customerId, sql.placeholder('customerId')), eq(deposits.status, 'ACTIVE')),
    )
    .orderBy(desc(deposits.startDate))
    .prepare('bank_deposits_of_customer');
  registerOperation(app, 'listDeposits', async (request) => {
    const rows = await runningDeposits.execute({ customerId: signedIn(request).customer.id });
    const locale = requestLocale(request);
    return rows.map(({ deposit, principal, interest, source }) => ({
      id: deposit.id,
      name: deposit.names[locale],
      productType: deposit.productType,
      currency: deposit.currency,
      term: deposit.termMonths,
      payoutFrequency: deposit.payoutFrequency,
      rate: Number(deposit.ratePercent),
      amount: amount(principal, deposit.currency),
      accruedInterest: amount(interest, deposit.currency),
      totalAmount: amount(principal + interest, deposit.currency),
      startDate: deposit.startDate,
      endDate: deposit.endDate,
      sourceAccount: accountRef(source, locale),
    }));
  });
}
