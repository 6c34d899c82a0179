/**
 * What an account's or a deposit's papers say, from the application as created (issue 6): the
 * currency, and for a deposit the terms fixed then (the rate from the product table) and the
 * customer's own account it is funded from and pays into.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { currentAccounts, type LoanApplicationRow } from '../db/schema';
import { paperBasics, type Reader } from './basics';
import type { AccountFacts, DepositFacts } from './model';

export async function accountFacts(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<AccountFacts> {
  return {
    ...(await paperBasics(db, clock, application)),
    product: 'ACCOUNT',
    currency: application.currency,
  };
}

/** Undefined for an application with no deposit terms: nothing to write up. */
export async function depositFacts(
  db: Reader,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<DepositFacts | undefined> {
  const terms = application.depositTerms;
  if (!terms) return undefined;
  const [source] = await db
    .select()
    .from(currentAccounts)
    .where(
      and(
        eq(currentAccounts.id, terms.sourceAccountId),
        eq(currentAccounts.customerId, application.customerId),
      ),
    );
  if (!source) throw new Error(`source account of application ${application.id} is missing`);
  const basics = await paperBasics(db, clock, application);
  return {
    ...basics,
    product: 'DEPOSIT',
    currency: application.currency,
    depositType: terms.productType,
    amountMinor: Number(application.requestedAmount),
    termMonths: terms.termMonths,
    annualRatePercent: terms.ratePercent,
    payout: terms.payoutFrequency,
    sourceAccount: { iban: source.iban, name: source.names[basics.locale] },
  };
}
