/**
 * The sandbox ATM (withdrawSandboxAtmCash): a phone and a code dispense the code's cash. The
 * code's hold is captured into the bank's cash account (BANK-CASH-AZN) as one ledger
 * transaction of kind CASH_WITHDRAWAL, and the code becomes USED, in one database transaction
 * under the code's row lock. A wrong, used or expired code is refused alike, and counted per
 * phone by the sign-in guards' counter (its own key): the fifth refusal locks the ATM for that
 * phone for 15 minutes of bank time, so nobody can try a phone's codes one by one.
 */
import { and, eq } from 'drizzle-orm';
import type { Secrets } from '../auth/secrets';
import { maxFailedSignIns, signInGuard } from '../auth/sign-in-guard';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type CashCodeRow, cashCodes } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { bankAccountId, captureHold, type LedgerTx } from '../ledger';
import { toPhoneDigits } from '../sms/phone';
import { withdrawalCodeHash } from './withdrawal-code';

interface AtmContext {
  db: BankDb;
  clock: Clock;
  secrets: Secrets;
}

/** The ATM's counter shares the sign-in guards' table and rules under keys of its own. */
const guardKey = (phone: string) => `atm:${phone}`;

function refused(failures: number): BankError {
  const attemptsLeft = maxFailedSignIns - failures;
  return new BankError('ATM_CODE_REFUSED', 400, {}, 'ATM_CODE_REFUSED', {}, { attemptsLeft });
}

/** The guard's lock, told as the ATM's (the same Retry-After). */
function atmLocked(error: unknown): never {
  if (error instanceof BankError && error.code === 'CUSTOMER_LOCKED') {
    throw new BankError('ATM_LOCKED', 429, error.params, 'ATM_LOCKED', error.headers);
  }
  throw error;
}

async function dispense(tx: LedgerTx, clock: Clock, code: CashCodeRow): Promise<CashCodeRow> {
  const booked = await captureHold(tx, clock, {
    holdId: code.holdId,
    counterAccountId: await bankAccountId(tx, 'CASH', 'AZN'),
    kind: 'CASH_WITHDRAWAL',
    description: 'Cash by code at an ATM',
    metadata: { category: 'CASH' },
    reference: `cash-code:${code.id}`,
  });
  const [used] = await tx
    .update(cashCodes)
    .set({ status: 'USED', usedAt: toDate(booked.bookedAt), ledgerTransactionId: booked.id })
    .where(eq(cashCodes.id, code.id))
    .returning();
  if (!used) throw new Error(`cash code ${code.id} vanished under its lock`);
  return used;
}

export async function withdrawAtAtm(
  { db, clock, secrets }: AtmContext,
  request: { phone: string; code: string },
): Promise<CashCodeRow> {
  const phone = toPhoneDigits(request.phone);
  if (!phone) throw new BankError('VALIDATION_FAILED', 400, {}, 'PHONE_INVALID');
  const guard = signInGuard(db, clock);
  const attempt = await guard.claim(guardKey(phone)).catch(atmLocked);
  const hash = withdrawalCodeHash(secrets, phone, request.code);
  const used = await db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(cashCodes)
      .where(and(eq(cashCodes.codeHash, hash), eq(cashCodes.status, 'ACTIVE')))
      .for('update');
    // Past its expiry a code is refused even before the job has written EXPIRED.
    if (!code || code.expiresAt.getTime() <= clock.now().epochMilliseconds) return null;
    return dispense(tx, clock, code);
  });
  if (!used) {
    if (attempt.locks) atmLocked(guard.lockedError());
    throw refused(attempt.failures);
  }
  await guard.succeeded(guardKey(phone));
  return used;
}
