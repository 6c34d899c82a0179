/**
 * The money that leaves the customer's current account when a loan is approved: the other
 * banks' loans a refinancing pays off, and the insurer's premium. Both are outgoing interbank
 * payments, so they go to the bank's clearing account, one ledger transaction each.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import {
  type CurrentAccount,
  externalLiabilities,
  type LoanApplicationRow,
  loanInsurances,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { insurers } from '../insurance/insurers';
import { bankAccountId, type LedgerTx, postLedgerTransaction } from '../ledger';
import { bankById } from './banks';

/**
 * Pays each refinanced loan's remaining amount to the bank and account the customer named, then
 * records the loan as paid off: nothing left, no instalment, no longer refinanceable. A loan
 * already paid off (e.g. by another refinancing) is refused with 409, so nothing is paid twice.
 */
export async function payOffRefinancedLoans(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
  account: CurrentAccount,
): Promise<void> {
  const payoffs = application.refinancedLoans;
  if (payoffs.length === 0) return;
  const liabilities = await tx
    .select()
    .from(externalLiabilities)
    .where(
      and(
        inArray(
          externalLiabilities.id,
          payoffs.map((payoff) => payoff.refLiabilityId),
        ),
        eq(externalLiabilities.customerId, application.customerId),
      ),
    )
    .orderBy(asc(externalLiabilities.id))
    .for('update');
  const clearing = await bankAccountId(tx, 'CLEARING', account.currency);
  for (const payoff of payoffs) {
    const liability = liabilities.find((row) => row.id === payoff.refLiabilityId);
    if (!liability?.eligibleForRefinancing || liability.remainingAmount <= 0n) {
      throw new BankError('REFINANCED_LOAN_NOT_PAYABLE', 409);
    }
    const { remainingAmount: amount, currency } = liability;
    const bankName = bankById(payoff.bankId)?.name ?? payoff.bankId;
    await postLedgerTransaction(tx, clock, {
      kind: 'REFINANCING_PAYOFF',
      description: `${bankName}: kreditin bağlanması, ${payoff.iban}`,
      metadata: {
        category: 'LOAN',
        merchant: bankName,
        bankId: payoff.bankId,
        iban: payoff.iban,
        loanAccount: liability.loanAccount,
        applicationId: application.id,
      },
      postings: [
        { accountId: account.ledgerAccountId, amount: -amount, currency },
        { accountId: clearing, amount, currency },
      ],
    });
    await tx
      .update(externalLiabilities)
      .set({ remainingAmount: 0n, monthlyPayment: 0n, eligibleForRefinancing: false })
      .where(eq(externalLiabilities.id, liability.id));
  }
}

/** The premium of the insurance chosen in step 3, paid on to the insurer. */
export async function collectInsurancePremium(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
  account: CurrentAccount,
  contractNumber: string,
): Promise<void> {
  const [insurance] = await tx
    .select()
    .from(loanInsurances)
    .where(eq(loanInsurances.applicationId, application.id));
  if (!insurance || insurance.premium <= 0n) return;
  const { currency } = account;
  const insurer = insurers.find((candidate) => candidate.id === insurance.insurerId);
  const insurerName = insurer?.name ?? insurance.insurerId;
  await postLedgerTransaction(tx, clock, {
    kind: 'INSURANCE_PREMIUM',
    description: `${insurerName}: kredit sığortası, ${contractNumber}`,
    metadata: {
      category: 'INSURANCE',
      merchant: insurerName,
      insurerId: insurance.insurerId,
      contractNumber,
    },
    postings: [
      { accountId: account.ledgerAccountId, amount: -insurance.premium, currency },
      {
        accountId: await bankAccountId(tx, 'CLEARING', currency),
        amount: insurance.premium,
        currency,
      },
    ],
  });
}
