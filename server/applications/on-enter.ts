/**
 * What the bank does when an application enters a status, in the transaction that moved it and
 * whoever moved it (the customer, a job or the sandbox operator), so a status never stands
 * without its consequence: documents are queued for preparation, and a final approval books the
 * loan on the ledger or opens the account or deposit.
 */
import type { LifecycleEventType } from '../../machines/loanApplication.machine';
import type { Clock } from '../clock';
import type { LoanApplicationRow } from '../db/schema';
import { queueDocumentPreparation } from '../documents/prepare';
import type { LedgerTx } from '../ledger';
import { bookApproval } from './approval';

export async function enterStatus(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  if (application.status === 'DOCUMENTS_PREPARATION') {
    await queueDocumentPreparation(tx, clock, application);
  } else if (application.status === 'COMPLETED') {
    await bookApproval(tx, clock, application);
  }
}

/**
 * The step the bank takes by itself on entering a status, which lifecycle.ts applies through the
 * chart in the same transaction; none for loans.
 * - Accounts and deposits are not sold with insurance, so they skip it at once and go on to the
 *   documents. The chart keeps the status because SPEC 4.1 keeps their insurance step (step 3)
 *   in the numbering; there is nothing to choose: deposits are covered by the statutory deposit
 *   insurance fund without any policy of the customer's.
 * - Their step 1 choice (the currency, or the deposit's terms at the rate fixed when applying)
 *   stays on the application, so a renewed one (REFRESHED → DEFAULT) takes it again at once.
 */
export function automaticEvent({
  product,
  status,
}: LoanApplicationRow): LifecycleEventType | undefined {
  if (product !== 'ACCOUNT' && product !== 'DEPOSIT') return undefined;
  if (status === 'INSURANCE_SELECTIONS') return 'INSURANCE_SKIPPED';
  if (status === 'DEFAULT') return 'OFFER_ACCEPTED';
  return undefined;
}
