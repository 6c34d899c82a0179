/**
 * Step 3 of an account or deposit (PRODUCT 2.3, issue 15): the customer confirms reading that the
 * deposit insurance scheme covers their money. The bank keeps when they confirmed, and prepares
 * no documents for one who has not: entering DOCUMENTS_PREPARATION without it is refused,
 * whoever moves the application (the customer, the insurance skip call or the sandbox).
 */
import { applyEvent, statusAfter } from '../applications/lifecycle';
import { applicationNotFound, customerApplication } from '../applications/store';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import type { ApplicationProductColumn, LoanApplicationRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { LedgerTx } from '../ledger';

export async function confirmDepositInsuranceRead(
  db: BankDb,
  clock: Clock,
  customerId: string,
  target: { id: string; product: ApplicationProductColumn },
  language: Locale,
): Promise<LoanApplicationRow> {
  return db.transaction(async (tx) => {
    const application = await customerApplication(tx, customerId, target.id, { forUpdate: true });
    if (application.product !== target.product) throw applicationNotFound();
    statusAfter(application, 'INSURANCE_SKIPPED');
    const depositInsuranceReadAt = toDate(clock.now());
    return applyEvent(tx, clock, application, 'INSURANCE_SKIPPED', {
      depositInsuranceReadAt,
      language,
    });
  });
}

/** The entry effect of DOCUMENTS_PREPARATION for accounts and deposits (registered in app.ts). */
export async function requireDepositInsuranceRead(
  _tx: LedgerTx,
  _clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  if (!application.depositInsuranceReadAt) {
    throw new BankError('DEPOSIT_INSURANCE_NOT_READ', 409);
  }
}
