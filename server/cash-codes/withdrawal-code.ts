/**
 * Withdrawal codes: 8 random digits, stored only as a keyed hash (HMAC under the server key)
 * of the phone and the code, with the last two digits for the list. The ATM is given a phone
 * and a code, so the hash finds the code without the code ever being stored. Two ACTIVE codes
 * may not share a hash (the partial unique index cash_codes_active_hash): a new code that would
 * is drawn again, so a phone and a code name at most one active code, even when parallel
 * confirmations draw the same digits (the second insert waits for the first and then yields).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cashCodeDigits } from '../../domain/cash-codes';
import type { Secrets } from '../auth/secrets';
import { type CashCodeRow, cashCodes } from '../db/schema';
import type { LedgerTx } from '../ledger';

export type CodeDraw = () => string;

/** A fresh code, uniformly random over every 8-digit string. */
const drawWithdrawalCode: CodeDraw = () =>
  String(randomInt(0, 10 ** cashCodeDigits)).padStart(cashCodeDigits, '0');

export const withdrawalCodeHash = (secrets: Secrets, phone: string, code: string) =>
  secrets.hash('cash-code', `${phone}:${code}`);

/** More draws than a collision in 10^8 codes will ever need; running out is a fault. */
const maxDraws = 20;

type NewCashCode = Omit<
  typeof cashCodes.$inferInsert,
  'codeHash' | 'lastDigits' | 'id' | 'position'
> & { phone: string };

/** Stores a code with digits no other active code of the phone has; returns the row and code. */
export async function insertUniqueCode(
  tx: LedgerTx,
  secrets: Secrets,
  values: NewCashCode,
  draw: CodeDraw = drawWithdrawalCode,
): Promise<{ row: CashCodeRow; code: string }> {
  for (let attempt = 0; attempt < maxDraws; attempt += 1) {
    const code = draw();
    const [row] = await tx
      .insert(cashCodes)
      .values({
        ...values,
        codeHash: withdrawalCodeHash(secrets, values.phone, code),
        lastDigits: code.slice(-2),
      })
      .onConflictDoNothing({
        target: cashCodes.codeHash,
        where: sql`${cashCodes.status} = 'ACTIVE'`,
      })
      .returning();
    if (row) return { row, code };
  }
  throw new Error(`no unused withdrawal code after ${maxDraws} draws`);
}
