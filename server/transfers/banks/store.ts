/** Reading the bank directory (directory.ts) as the contract shows it. */
import { asc, eq, ne } from 'drizzle-orm';
import { type BankDirectoryRow, bankDirectory } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { Schemas } from '../../openapi/json';
import { type DirectoryBank, ownBank } from './directory';

const asBank = ({ id, bic, ibanCode, name, ips }: BankDirectoryRow): DirectoryBank => ({
  id,
  bic,
  ibanCode,
  name,
  ips,
});

/** The banks other than this one, in the directory's order (listBankDetails). */
export async function listOtherBanks(db: LedgerDb): Promise<DirectoryBank[]> {
  const rows = await db
    .select()
    .from(bankDirectory)
    .where(ne(bankDirectory.id, ownBank.id))
    .orderBy(asc(bankDirectory.position));
  return rows.map(asBank);
}

/** The bank an IBAN's bank code names, this one included. */
export async function bankByIbanCode(
  db: LedgerDb,
  ibanCode: string,
): Promise<DirectoryBank | undefined> {
  const [row] = await db.select().from(bankDirectory).where(eq(bankDirectory.ibanCode, ibanCode));
  return row && asBank(row);
}

export async function bankById(db: LedgerDb, id: string): Promise<DirectoryBank | undefined> {
  const [row] = await db.select().from(bankDirectory).where(eq(bankDirectory.id, id));
  return row && asBank(row);
}

export function bankEntryJson(bank: DirectoryBank): Schemas['BankDirectoryEntry'] {
  return { id: bank.id, bic: bank.bic, ibanCode: bank.ibanCode, name: bank.name, ips: bank.ips };
}
