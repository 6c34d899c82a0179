/**
 * The payments table beside the transfers: a transfer is a payment when it has a row here. Every
 * call by a payment's id first finds that row for the caller, so another customer's payment and
 * a plain transfer's id are both a 404, the same as an id that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import {
  type PaymentProviderRow,
  type PaymentRow,
  paymentProviders,
  payments,
} from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb, LedgerTx } from '../../ledger';
import { isUuid } from '../../ledger/db';
import { findTransfer, type StoredTransfer } from '../../transfers/execution/store';
import type { FoundSubscriber } from '../subscribers/gateway';

export interface StoredPayment {
  found: StoredTransfer;
  payment: PaymentRow;
  provider: PaymentProviderRow;
}

export function paymentNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'PAYMENT_NOT_FOUND');
}

/** The caller's payment row and its provider, or a 404. */
export async function findPaymentRow(
  db: LedgerDb,
  customerId: string,
  id: string,
): Promise<Omit<StoredPayment, 'found'>> {
  if (!isUuid(id)) throw paymentNotFound();
  const [row] = await db
    .select({ payment: payments, provider: paymentProviders })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(and(eq(payments.transferId, id), eq(payments.customerId, customerId)));
  if (!row) throw paymentNotFound();
  return row;
}

/** The caller's payment with its transfer as it stands now, or a 404. */
export async function findPayment(
  db: LedgerDb,
  customerId: string,
  id: string,
): Promise<StoredPayment> {
  const row = await findPaymentRow(db, customerId, id);
  return { ...row, found: await findTransfer(db, customerId, id) };
}

/**
 * The provider's own number for the payment, printed on the receipt. The sandbox's providers
 * number a payment after the bank's reference (TR-2026-0000042 → AZERCELL-2026-0000042), so it
 * is unique as the reference is.
 */
export const providerReferenceOf = (providerId: string, reference: string) =>
  `${providerId.toUpperCase()}-${reference.replace(/^TR-/, '')}`;

/** Writes the payment's row in the transaction that made its transfer. */
export async function insertPayment(
  tx: LedgerTx,
  { transfer }: StoredTransfer,
  provider: PaymentProviderRow,
  subscriber: FoundSubscriber,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      transferId: transfer.id,
      customerId: transfer.customerId,
      providerId: provider.id,
      phone: subscriber.phone,
      subscriberCode: subscriber.subscriberCode,
      subscriberName: subscriber.name,
      providerReference: providerReferenceOf(provider.id, transfer.reference),
    })
    .returning();
  if (!row) throw new Error('storing a payment returned no row');
  return row;
}
