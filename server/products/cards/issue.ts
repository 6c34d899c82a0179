/** Issuing a debit card on one of the customer's current accounts. */
import { type Clock, toDate } from '../../clock';
import { type Card, cards, type PaymentSystem, paymentDefaults } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { type CardProduct, cardNames } from '../names';
import { type CardVaultKey, loadCardVaultKey, storeInVault } from './controls/vault';

export interface IssueCardInput {
  customerId: string;
  accountId: string;
  product: CardProduct;
  paymentSystem: PaymentSystem;
  /** First six and last four digits of the PAN; the whole number only sealed in the vault. */
  bin: string;
  last4: string;
  /** 'yyyy-MM': the card is valid through the end of that month. */
  expiryMonth: string;
  /** Makes it the customer's default payment source (server/payments/methods). */
  isDefault: boolean;
}

/**
 * Issues the card and seals its whole number in the vault (controls/vault.ts), under `vaultKey`
 * or, when none is given (the sandbox's seed and tests), the key derived from the stored server key.
 */
export async function issueCard(
  db: LedgerDb,
  clock: Clock,
  input: IssueCardInput,
  vaultKey?: CardVaultKey,
): Promise<Card> {
  const [year, month] = input.expiryMonth.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const [card] = await db
    .insert(cards)
    .values({
      customerId: input.customerId,
      accountId: input.accountId,
      names: cardNames[input.product],
      maskedPan: `${input.bin}******${input.last4}`,
      paymentSystem: input.paymentSystem,
      status: 'ACTIVE',
      expiresOn: `${input.expiryMonth}-${String(lastDay).padStart(2, '0')}`,
      issuedAt: toDate(clock.now()),
    })
    .returning();
  if (!card) throw new Error('issuing a card returned no row');
  await storeInVault(db, vaultKey ?? (await loadCardVaultKey({}, db, clock)), {
    id: card.id,
    customerId: input.customerId,
    bin: input.bin,
    last4: input.last4,
  });
  if (input.isDefault) {
    const choice = { cardId: card.id, accountId: null, updatedAt: toDate(clock.now()) };
    await db
      .insert(paymentDefaults)
      .values({ customerId: input.customerId, ...choice })
      .onConflictDoUpdate({ target: paymentDefaults.customerId, set: choice });
  }
  return card;
}
