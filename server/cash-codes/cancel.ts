/**
 * cancelCashCode: an ACTIVE code becomes CANCELED and its hold is released, in one transaction
 * under the code's row lock. A used, expired or canceled code is 409 CASH_CODE_NOT_ACTIVE
 * (PRODUCT 8's 'Unsuccessful operation') and nothing changes; the commission stays charged, as
 * it paid for the codes issued.
 */
import type { Clock } from '../clock';
import type { BankDb } from '../db/client';
import type { CashCodeRow } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { closeCode } from './close';
import { codeAsOfNow, findCode } from './store';

export async function cancelCashCode(
  { db, clock }: { db: BankDb; clock: Clock },
  customerId: string,
  id: string,
): Promise<CashCodeRow> {
  return db.transaction(async (tx) => {
    const code = await findCode(tx, customerId, id, { forUpdate: true });
    if (codeAsOfNow(code, clock).status !== 'ACTIVE') {
      throw new BankError('CASH_CODE_NOT_ACTIVE', 409);
    }
    return closeCode(tx, clock, code, 'CANCELED');
  });
}
