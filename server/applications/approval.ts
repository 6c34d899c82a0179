/**
 * Step 6, the bank's final approval (FINAL_APPROVAL → COMPLETED): the loan is granted on the
 * accepted terms into the customer's current account, a refinancing pays the other banks' loans
 * off from it, and a chosen insurance's premium is collected — all in the transaction that
 * completed the application, so a completed application always has its loan and a failed
 * booking leaves the application SIGNED. Accounts and deposits (issue 6) open their product in
 * server/product-applications/complete.ts, registered the same way.
 */
import { bakuDate } from '../../domain/calendar';
import { annuityPaymentMinor } from '../../domain/loan';
import type { Clock } from '../clock';
import type { LoanApplicationRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { grantLoan } from '../products/loans/grant';
import { assertWithinDebtToIncome } from './debt-to-income';
import { freshContractNumber, payoutAccount } from './loan-contract';
import { collectInsurancePremium, payOffRefinancedLoans } from './payoffs';

/** What the customer accepted in step 1; an application without it cannot be booked. */
function acceptedTerms({ acceptedAmount, acceptedTerm, acceptedInterest }: LoanApplicationRow) {
  if (acceptedAmount === null || acceptedTerm === null || acceptedInterest === null) {
    throw new BankError('ACCEPTED_OFFER_MISSING', 409);
  }
  return { principal: acceptedAmount, termMonths: acceptedTerm, ratePercent: acceptedInterest };
}

/** Registered for LOAN and REFIN on entering COMPLETED (app.ts). */
export async function bookApprovedLoan(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  const { customerId } = application;
  const terms = acceptedTerms(application);
  // The instalment the loan will carry (grant.ts), checked against the customer's loans now.
  const payment = annuityPaymentMinor(Number(terms.principal), terms.ratePercent, terms.termMonths);
  await assertWithinDebtToIncome(tx, application, BigInt(payment));
  const startDate = bakuDate(clock.now());
  const account = await payoutAccount(tx, clock, customerId, application.currency);
  const contractNumber = await freshContractNumber(tx, startDate.year);
  // A refinancing application may take a plain credit offer: then it is a plain credit.
  const refinancing = application.refinancedLoans.length > 0;
  await grantLoan(tx, clock, {
    ...terms,
    customerId,
    product: refinancing ? 'REFIN' : 'LOAN',
    contractNumber,
    startDate,
    repaymentAccount: account,
  });
  if (refinancing) await payOffRefinancedLoans(tx, clock, application, account);
  await collectInsurancePremium(tx, clock, application, account, contractNumber);
}
