/**
 * Where a transfer's money comes from: one of the caller's own current accounts or cards, of the
 * kind the transfer's type names (A… from an account, C… from a card), a card only while it may
 * pay (PRODUCT 4.5: a blocked card cannot send).
 */
import type { Locale } from '../../../domain/locale';
import type { Clock } from '../../clock';
import { BankError } from '../../errors/bank-error';
import { type LedgerDb, readBalance } from '../../ledger';
import { isExpired } from '../../products/cards/payment-source';
import type { TransferSourceSide, TransferType } from '../priced-transfer';
import { type BankProduct, customerProduct } from '../recipient/products';
import { fieldRefusal } from './refusals';

export interface QuotedSource {
  side: TransferSourceSide;
  product: BankProduct;
  /** Balance − holds (+ overdraft) of the ledger account the money leaves. */
  availableMinor: bigint;
}

export async function transferSource(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
  { productId, type, locale }: { productId: string; type: TransferType | null; locale: Locale },
): Promise<QuotedSource> {
  const product = await customerProduct(db, customerId, productId);
  if (!product) throw new BankError('SOURCE_NOT_FOUND', 404);
  // A payment (type null) may leave either; its type then follows from the product.
  if (type !== null) {
    const fromCard = type.startsWith('C');
    if (fromCard && product.kind !== 'CARD') throw fieldRefusal('FROM_MUST_BE_CARD');
    if (!fromCard && product.kind !== 'ACCOUNT') throw fieldRefusal('FROM_MUST_BE_ACCOUNT');
  }
  if (product.card?.status === 'BLOCKED') throw fieldRefusal('CARD_BLOCKED');
  if (product.card && isExpired(product.card, clock)) throw fieldRefusal('CARD_EXPIRED');
  const { available } = await readBalance(db, product.ledgerAccountId);
  return {
    side: {
      productId: product.id,
      kind: product.kind,
      ledgerAccountId: product.ledgerAccountId,
      display: product.display,
      name: product.names[locale],
      currency: product.currency,
    },
    product,
    availableMinor: available,
  };
}
