/**
 * What the bank does when an application enters a status, in the transaction that moved it and
 * whoever moved it (the customer, a job or the sandbox operator), so a status never stands
 * without its consequence: documents are queued for preparation, and a final approval books the
 * loan on the ledger.
 */
import type { Clock } from '../clock';
import type { LoanApplicationRow } from '../db/schema';
import { queueDocumentPreparation } from '../documents/prepare';
import type { LedgerTx } from '../ledger';
import { bookApprovedLoan } from './approval';

export async function enterStatus(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  if (application.status === 'DOCUMENTS_PREPARATION') {
    await queueDocumentPreparation(tx, clock, application);
  } else if (application.status === 'COMPLETED') {
    await bookApprovedLoan(tx, clock, application);
  }
}
