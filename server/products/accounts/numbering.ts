/**
 * Numbers for the customer's ledger accounts. The 20-character account part of an IBAN is this
 * bank's to lay out; ours reads like the Azerbaijani chart of accounts does on paper:
 * a 4-digit balance group (which kind of account), the 3-digit ISO 4217 numeric currency, and a
 * 13-digit serial from a database sequence, so processes running side by side never collide.
 */
import { sql } from 'drizzle-orm';
import { makeIban, ourBankCode } from '../../../domain/iban';
import { defaultBankDetails } from '../../config';
import type { Currency } from '../../db/schema';
import type { CustomerAccountKind, LedgerDb } from '../../ledger';
import { rowsOf } from '../../ledger/db';

/** Balance groups of the customer's accounts; the bank's own are named, not numbered. */
const balanceGroups: Readonly<Record<CustomerAccountKind, string>> = {
  CURRENT: '3801',
  CARD: '3802',
  DEPOSIT: '4211',
  LOAN: '1411',
};

const currencyNumbers: Readonly<Record<Currency, string>> = {
  AZN: '944',
  USD: '840',
  EUR: '978',
  RUB: '643',
};

/**
 * The bank as the directory of banks and the printed papers name it. The requisites a payer
 * reads come from the configuration (config.bank); these are its defaults.
 */
export const bankRequisites = {
  bankName: defaultBankDetails.name,
  bankCode: ourBankCode,
  bic: defaultBankDetails.bic,
} as const;

export interface AccountNumber {
  /** The 20-character account part, the ledger account's number. */
  number: string;
  iban: string;
}

export function accountNumberOf(
  kind: CustomerAccountKind,
  currency: Currency,
  serial: bigint,
): AccountNumber {
  const number = `${balanceGroups[kind]}${currencyNumbers[currency]}${String(serial).padStart(13, '0')}`;
  return { number, iban: makeIban(ourBankCode, number) };
}

/** A fresh account number from the shared sequence. */
export async function allocateAccountNumber(
  db: LedgerDb,
  kind: CustomerAccountKind,
  currency: Currency,
): Promise<AccountNumber> {
  const [row] = rowsOf<{ serial: string }>(
    await db.execute(sql`select nextval('account_number_serial')::text as serial`),
  );
  if (!row) throw new Error('the account number sequence returned nothing');
  return accountNumberOf(kind, currency, BigInt(row.serial));
}
