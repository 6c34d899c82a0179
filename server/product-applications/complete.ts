/**
 * The bank's final approval of an account or deposit application (FINAL_APPROVAL → COMPLETED),
 * in the transaction that completed it: an account is opened with its IBAN; a deposit is opened
 * on the terms fixed when the customer applied, starting today in Baku and funded from the
 * source account through the ledger. A source account that cannot give the amount any more is
 * refused with 409 INSUFFICIENT_FUNDS, and the application stays SIGNED with nothing booked.
 */
import { bakuDate } from '../../domain/calendar';
import type { Clock } from '../clock';
import type { LoanApplicationRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { openCurrentAccount } from '../products/accounts/open';
import { openDeposit } from '../products/deposits/open';
import { requireAvailable, sourceAccountOf } from './deposit-terms';

/** Registered for ACCOUNT and DEPOSIT on entering COMPLETED (app.ts). */
export async function openApprovedProduct(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  const { customerId, currency } = application;
  if (application.product === 'ACCOUNT') {
    await openCurrentAccount(tx, clock, { customerId, currency });
    return;
  }
  const terms = application.depositTerms;
  if (!terms) throw new BankError('DEPOSIT_TERMS_MISSING', 409);
  const source = await sourceAccountOf(tx, customerId, terms.sourceAccountId, currency);
  await requireAvailable(tx, source, application.requestedAmount, 409);
  await openDeposit(tx, clock, {
    customerId,
    productType: terms.productType,
    payoutFrequency: terms.payoutFrequency,
    termMonths: terms.termMonths,
    ratePercent: terms.ratePercent,
    principal: application.requestedAmount,
    source,
    startDate: bakuDate(clock.now()),
  });
}
