/**
 * The card vault (card_vault): the full card number sealed with AES-256-GCM under the vault key,
 * stored as "iv.tag.ciphertext" in base64url, opened only to show it after a one-time code. The
 * key is CARD_VAULT_KEY when given; otherwise it is derived from the server key (AUTH_SECRET, or
 * the one the database keeps in sandbox and development), so every process agrees on it. The
 * key and the number never reach a log.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cardNumberWith, embossedName } from '../../../../domain/cards/card-requisites';
import { loadAuthSecret } from '../../../auth/secrets';
import type { Clock } from '../../../clock';
import type { Config } from '../../../config';
import type { BankDb } from '../../../db/client';
import { cardVault, customers } from '../../../db/schema';
import type { LedgerDb } from '../../../ledger';

/** 32 bytes for AES-256-GCM. */
export type CardVaultKey = Buffer & { readonly vaultKey: unique symbol };

export async function loadCardVaultKey(
  config: Partial<Pick<Config, 'cardVaultKey' | 'authSecret'>>,
  db: BankDb,
  clock: Clock,
): Promise<CardVaultKey> {
  if (config.cardVaultKey) {
    return createHash('sha256').update(config.cardVaultKey).digest() as CardVaultKey;
  }
  const serverKey = await loadAuthSecret({ authSecret: config.authSecret }, db, clock);
  return createHmac('sha256', serverKey).update('card vault').digest() as CardVaultKey;
}

export function sealCardNumber(key: CardVaultKey, cardNumber: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the text was not sealed under this key or was altered. */
export function openCardNumber(key: CardVaultKey, sealedText: string): string {
  const [iv = '', tag = '', sealed = ''] = sealedText.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(sealed, 'base64url')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/** Five random middle digits from the CSPRNG; the sixth makes the number pass Luhn. */
const randomMiddle = () => String(randomInt(0, 100_000)).padStart(5, '0');

/**
 * Puts a new card's whole number and embossed name in the vault, in the issuing transaction:
 * the number keeps the BIN and last four of the masked one.
 */
export async function storeInVault(
  db: LedgerDb,
  key: CardVaultKey,
  card: { id: string; customerId: string; bin: string; last4: string },
): Promise<void> {
  const [holder] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, card.customerId));
  if (!holder) throw new Error('a card for a customer the bank does not have');
  const cardNumber = cardNumberWith(card.bin, randomMiddle(), card.last4);
  await db.insert(cardVault).values({
    cardId: card.id,
    panCiphertext: sealCardNumber(key, cardNumber),
    holderName: embossedName(holder.firstName, holder.lastName),
  });
}
