/**
 * Who a transfer reaches when the customer names the receiver by IBAN, card number or mobile
 * number: a product of this bank (then its holder is known), or another bank (from the IBAN's
 * bank code, the card's BIN or IPS's directory). The value has been validated by the caller.
 */
import { BankError } from '../../errors/bank-error';
import type { LedgerDb } from '../../ledger';
import { countryCode } from '../../sms/phone';
import { issuerOfCard } from '../banks/bins';
import { type DirectoryBank, ownBank } from '../banks/directory';
import { bankByIbanCode, bankById } from '../banks/store';
import { ipsEntryByPhone } from './ips';
import { accountByIban, accountByPhone, type BankProduct, cardByNumber } from './products';

export type RecipientQuery = { iban: string } | { cardNumber: string } | { phone: string };

export type Recipient =
  | { at: 'THIS_BANK'; product: BankProduct }
  | {
      at: 'OTHER_BANK';
      via: 'IBAN' | 'CARD' | 'IPS';
      bank: DirectoryBank;
      /** Masked, when the other side tells it (IPS does); null otherwise. */
      name: string | null;
    };

export const recipientNotFound = () => new BankError('RECIPIENT_NOT_FOUND', 404);

async function byIban(db: LedgerDb, iban: string): Promise<Recipient> {
  const ibanCode = iban.slice(4, 8);
  if (ibanCode === ownBank.ibanCode) {
    const product = await accountByIban(db, iban);
    if (!product) throw recipientNotFound();
    return { at: 'THIS_BANK', product };
  }
  const bank = await bankByIbanCode(db, ibanCode);
  if (!bank) throw new BankError('BANK_NOT_FOUND', 404);
  return { at: 'OTHER_BANK', via: 'IBAN', bank, name: null };
}

async function byCard(db: LedgerDb, cardNumber: string): Promise<Recipient> {
  const product = await cardByNumber(db, cardNumber);
  if (product) return { at: 'THIS_BANK', product };
  const issuer = issuerOfCard(cardNumber);
  // A number with this bank's BIN that no card of ours has is nobody's.
  const bank =
    issuer === undefined || issuer === ownBank.id ? undefined : await bankById(db, issuer);
  if (!bank) throw recipientNotFound();
  return { at: 'OTHER_BANK', via: 'CARD', bank, name: null };
}

async function byPhone(db: LedgerDb, phone: string): Promise<Recipient> {
  const digits = `${countryCode}${phone}`;
  const product = await accountByPhone(db, digits);
  if (product) return { at: 'THIS_BANK', product };
  const entry = await ipsEntryByPhone(db, digits);
  if (!entry) throw recipientNotFound();
  return { at: 'OTHER_BANK', via: 'IPS', bank: entry.bank, name: entry.name };
}

/** The receiver, or 404 RECIPIENT_NOT_FOUND / BANK_NOT_FOUND. */
export function findRecipient(db: LedgerDb, query: RecipientQuery): Promise<Recipient> {
  if ('iban' in query) return byIban(db, query.iban);
  if ('cardNumber' in query) return byCard(db, query.cardNumber);
  return byPhone(db, query.phone);
}
