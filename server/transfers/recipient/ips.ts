/**
 * IPS's directory of mobile numbers: who at another bank a phone number reaches. The real one is
 * the Central Bank's; the sandbox fills `ips_directory` (sandbox/ips-directory.ts) and outside
 * it the table stays empty, so a number of another bank is simply not found.
 */
import { asc, eq } from 'drizzle-orm';
import { bankDirectory, ipsDirectory } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import type { DirectoryBank } from '../banks/directory';

export interface IpsEntry {
  /** 994 and 9 digits. */
  phone: string;
  /** Masked by IPS: "Rəşad Q.". */
  name: string;
  bank: DirectoryBank;
}

async function entriesWhere(db: LedgerDb, phone?: string): Promise<IpsEntry[]> {
  const rows = await db
    .select({ entry: ipsDirectory, bank: bankDirectory })
    .from(ipsDirectory)
    .innerJoin(bankDirectory, eq(bankDirectory.id, ipsDirectory.bankId))
    .where(phone === undefined ? undefined : eq(ipsDirectory.phone, phone))
    .orderBy(asc(ipsDirectory.phone));
  return rows.map(({ entry, bank }) => ({
    phone: entry.phone,
    name: entry.name,
    bank: { id: bank.id, bic: bank.bic, ibanCode: bank.ibanCode, name: bank.name, ips: bank.ips },
  }));
}

export function listIpsDirectory(db: LedgerDb): Promise<IpsEntry[]> {
  return entriesWhere(db);
}

/** The entry of a number at a bank that takes part in IPS. */
export async function ipsEntryByPhone(
  db: LedgerDb,
  phoneDigits: string,
): Promise<IpsEntry | undefined> {
  const [entry] = await entriesWhere(db, phoneDigits);
  return entry?.bank.ips ? entry : undefined;
}
