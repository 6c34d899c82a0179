/**
 * What the races suite starts from: customers the bank knows the income of, applications carried
 * to SIGNED (waiting only for the bank's final approval), a loan at another bank to refinance,
 * and what the ledger holds for one customer afterwards.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { annuityPaymentMinor } from '../../../domain/loan';
import { refinancingBanks } from '../../../server/applications/banks';
import {
  currentAccounts,
  customerIncomes,
  externalLiabilities,
  ledgerPostings,
  ledgerTransactions,
  loanApplications,
  loans,
} from '../../../server/db/schema';
import type { LedgerTransactionKind } from '../../../server/ledger';
import { newCustomer, signIn } from './auth';
import type { TestBank } from './bank';
import {
  applicationsUrl,
  type CallAs,
  call,
  newApplication,
  offersOf,
  setStatus,
  startApplication,
} from './loan-applications';

/** A signed-in customer whose monthly net income is `incomeManat`. */
export async function customerEarning(bank: TestBank, incomeManat: number) {
  const who = await newCustomer(bank);
  await bank.database.db.insert(customerIncomes).values({
    customerId: who.id,
    monthlyNetIncome: BigInt(incomeManat * 100),
    currency: 'AZN',
    updatedAt: new Date(),
  });
  const { accessToken } = await signIn(bank, who);
  return { ...who, as: { bank, token: accessToken } satisfies CallAs };
}

/** A credit of `amount` manat over 24 months, accepted by the customer, then carried to SIGNED. */
export async function signedCredit(as: CallAs, amount: number) {
  const { id } = await startApplication(as, { ...newApplication, requestedAmount: amount });
  const offer = (await offersOf(as, id)).offers.find((candidate) => candidate.amount === amount);
  if (!offer) throw new Error('no offer of the requested amount');
  const accepted = await call(as, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer.id,
    amount,
    term: 24,
  });
  if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
  await setStatus(as.bank, id, 'SIGNED');
  return id;
}

/** A running loan of the customer's at another bank, refinanceable, with `remaining` qəpik left. */
export async function loanElsewhere(bank: TestBank, customerId: string, remaining: bigint) {
  const other = refinancingBanks[0];
  if (!other) throw new Error('no other bank');
  const [liability] = await bank.database.db
    .insert(externalLiabilities)
    .values({
      customerId,
      bankId: other.id,
      loanAccount: `AZ12AIIB3809001944${String(Date.now()).slice(-10)}`,
      remainingAmount: remaining,
      monthlyPayment: 150_00n,
      currency: 'AZN',
      eligibleForRefinancing: true,
    })
    .returning();
  if (!liability) throw new Error('no liability stored');
  return liability;
}

/** A refinancing application of `liability`, SIGNED on terms that pay exactly what is left. */
export async function signedRefinancing(
  bank: TestBank,
  liability: Awaited<ReturnType<typeof loanElsewhere>>,
) {
  const now = new Date('2026-03-02T08:00:00Z');
  const principal = liability.remainingAmount;
  const [row] = await bank.database.db
    .insert(loanApplications)
    .values({
      customerId: liability.customerId,
      product: 'REFIN',
      status: 'SIGNED',
      requestedAmount: principal,
      currency: 'AZN',
      customerPhone: '501234567',
      deadline: new Date('2026-03-05T08:00:00Z'),
      acceptedAmount: principal,
      acceptedTerm: 12,
      acceptedInterest: '18',
      acceptedMonthlyPayment: BigInt(annuityPaymentMinor(Number(principal), '18', 12)),
      refinancedLoans: [
        { refLiabilityId: liability.id, bankId: liability.bankId, iban: liability.loanAccount },
      ],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no application stored');
  return row.id;
}

/** The customer's loans, and the ledger transactions of `kind` that touched their accounts. */
export async function bookedFor(bank: TestBank, customerId: string, kind: LedgerTransactionKind) {
  const { db } = bank.database;
  const own = await db
    .select()
    .from(currentAccounts)
    .where(eq(currentAccounts.customerId, customerId));
  const ledgerIds = own.map((account) => account.ledgerAccountId);
  const transactions =
    ledgerIds.length === 0
      ? []
      : await db
          .selectDistinct({ id: ledgerTransactions.id, metadata: ledgerTransactions.metadata })
          .from(ledgerTransactions)
          .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
          .where(
            and(eq(ledgerTransactions.kind, kind), inArray(ledgerPostings.accountId, ledgerIds)),
          );
  return {
    accounts: own,
    loans: await db.select().from(loans).where(eq(loans.customerId, customerId)),
    transactions,
  };
}

/** An account's postings in booking order: its balance after each. */
export async function balancesAfter(bank: TestBank, ledgerAccountId: string) {
  const rows = await bank.database.db
    .select({ amount: ledgerPostings.amount, balanceAfter: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, ledgerAccountId))
    .orderBy(ledgerPostings.id);
  return rows;
}
