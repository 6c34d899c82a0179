/**
 * The directory of banks a transfer can reach: this bank and the banks of Azerbaijan, with their
 * SWIFT BICs, the IBAN bank code (the BIC's first four letters) and whether they take part in
 * IPS, the Central Bank's instant payment system. A table in code because it changes with a
 * licence, not with a request; `ensureBankDirectory` writes it into `bank_directory` at every
 * start (production too), so SQL can read it and the two never drift.
 */
import { sql } from 'drizzle-orm';
import { bankDirectory } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { bankRequisites } from '../../products/accounts/numbering';

export interface DirectoryBank {
  id: string;
  bic: string;
  ibanCode: string;
  name: string;
  ips: boolean;
}

export const ownBank: DirectoryBank = {
  id: 'internet-bank',
  bic: bankRequisites.bic,
  ibanCode: bankRequisites.bankCode,
  name: bankRequisites.bankName,
  ips: true,
};

const other = (id: string, bic: string, name: string, ips: boolean): DirectoryBank => ({
  id,
  bic,
  ibanCode: bic.slice(0, 4),
  name,
  ips,
});

/**
 * The other banks, in the order listBankDetails has always listed them. IPS membership is the
 * sandbox's choice: two banks stay outside it so that clearing is the only way to reach them.
 */
export const otherBanks: readonly DirectoryBank[] = [
  other('kapital-bank', 'AIIBAZ2X', 'Kapital Bank', true),
  other('pasha-bank', 'PAHAAZ22', 'PAŞA Bank', true),
  other('abb', 'IBAZAZ2X', 'ABB (Azərbaycan Beynəlxalq Bankı)', true),
  other('bank-respublika', 'BRESAZ22', 'Bank Respublika', true),
  other('accessbank', 'ACAZAZ22', 'AccessBank', true),
  other('unibank', 'UBAZAZ22', 'Unibank', true),
  other('xalq-bank', 'HAJCAZ22', 'Xalq Bank', true),
  other('yelo-bank', 'NICBAZ22', 'Yelo Bank', true),
  other('rabitabank', 'RBTAAZ22', 'Rabitəbank', true),
  other('bank-of-baku', 'JBBKAZ22', 'Bank of Baku', false),
  other('vtb-azerbaijan', 'VTBAAZ22', 'Bank VTB (Azərbaycan)', false),
];

/** Arbitrary but fixed; distinct from the migration and seed locks. */
const directoryLockKey = 4_771_202_603;

/**
 * Writes the directory; safe to run from several processes at once. The upsert arbitrates on the
 * id only, so two first starts inserting together could collide on another unique column; the
 * lock makes them take turns.
 */
export async function ensureBankDirectory(db: LedgerDb): Promise<void> {
  const rows = [...otherBanks, ownBank].map((bank, position) => ({ ...bank, position }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${directoryLockKey})`);
    await upsertDirectory(tx, rows);
  });
}

async function upsertDirectory(db: LedgerDb, rows: (typeof bankDirectory.$inferInsert)[]) {
  await db
    .insert(bankDirectory)
    .values(rows)
    .onConflictDoUpdate({
      target: bankDirectory.id,
      set: {
        bic: sql`excluded.bic`,
        ibanCode: sql`excluded.iban_code`,
        name: sql`excluded.name`,
        ips: sql`excluded.ips`,
        position: sql`excluded.position`,
      },
    });
}
