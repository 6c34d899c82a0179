/**
 * The transfers table as the execution side reads and moves it. Every status change goes through
 * the lifecycle chart (`moveTransfer`): a move it refuses is a 409 that changes nothing. Reads see
 * a transfer as it stands on the bank's clock: one whose code has expired or run out of tries is
 * shown CANCELED before the sweep job has written it.
 */
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { bakuDate } from '../../../domain/calendar';
import {
  nextTransferStatus,
  type TransferLifecycleEventType,
} from '../../../machines/transferLifecycle.machine';
import { maxOtpAttempts, type OtpSession } from '../../auth/otp';
import type { Clock } from '../../clock';
import { otpSessions, type TransferRow, transfers } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb, LedgerTx } from '../../ledger';
import { isUuid, rowsOf } from '../../ledger/db';

/** A transfer with the code session that confirms it, if it needs one. */
export interface StoredTransfer {
  transfer: TransferRow;
  code: Pick<OtpSession, 'expiresAt' | 'attempts'> | null;
}

export type TransferChanges = Partial<
  Omit<typeof transfers.$inferInsert, 'id' | 'customerId' | 'status' | 'position'>
>;

export function transferNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'TRANSFER_NOT_FOUND');
}

export function transferStatusConflict(): BankError {
  return new BankError('TRANSFER_STATUS_CONFLICT', 409);
}

const selection = {
  transfer: transfers,
  code: { expiresAt: otpSessions.expiresAt, attempts: otpSessions.attempts },
};

function stored(row: {
  transfer: TransferRow;
  code: { expiresAt: Date | null; attempts: number | null } | null;
}): StoredTransfer {
  const { expiresAt, attempts } = row.code ?? {};
  return {
    transfer: row.transfer,
    code: expiresAt && attempts !== null && attempts !== undefined ? { expiresAt, attempts } : null,
  };
}

/** The customer's transfer, optionally locked for a change; 404 for anyone else's. */
export async function findTransfer(
  db: LedgerDb,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredTransfer> {
  if (!isUuid(id)) throw transferNotFound();
  const query = db
    .select(selection)
    .from(transfers)
    .leftJoin(otpSessions, eq(otpSessions.id, transfers.otpSessionId))
    .where(and(eq(transfers.id, id), eq(transfers.customerId, customerId)));
  const [row] = options.forUpdate ? await query.for('update', { of: transfers }) : await query;
  if (!row) throw transferNotFound();
  return stored(row);
}

/** A transfer still in `status`, locked for a job; undefined when another process has it. */
export async function lockTransferInStatus(
  tx: LedgerTx,
  id: string,
  status: TransferRow['status'],
): Promise<StoredTransfer | undefined> {
  const [row] = await tx
    .select(selection)
    .from(transfers)
    .leftJoin(otpSessions, eq(otpSessions.id, transfers.otpSessionId))
    .where(and(eq(transfers.id, id), eq(transfers.status, status)))
    .for('update', { of: transfers, skipLocked: true });
  return row && stored(row);
}

export interface TransfersPage {
  items: StoredTransfer[];
  nextCursor: string | null;
}

/** Newest first; the cursor is the position of the last one shown, older ones come next. */
export async function listCustomerTransfers(
  db: LedgerDb,
  customerId: string,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<TransfersPage> {
  const rows = await db
    .select(selection)
    .from(transfers)
    .leftJoin(otpSessions, eq(otpSessions.id, transfers.otpSessionId))
    .where(
      and(
        eq(transfers.customerId, customerId),
        // Payments are transfers underneath, but not the customer's transfers: the history
        // shows them as payments (server/payments).
        ne(transfers.rail, 'PAYMENT'),
        cursor === undefined ? undefined : lt(transfers.position, Number(cursor)),
      ),
    )
    .orderBy(desc(transfers.position))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(stored);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? String(last.transfer.position) : null,
  };
}

/** Why an awaiting code can no longer confirm its transfer, if it cannot. */
export function deadCodeEvent(
  { transfer, code }: StoredTransfer,
  clock: Clock,
): TransferLifecycleEventType | null {
  if (transfer.status !== 'AWAITING_CODE' || !code) return null;
  if (code.attempts >= maxOtpAttempts) return 'CODE_EXHAUSTED';
  if (code.expiresAt.getTime() <= clock.now().epochMilliseconds) return 'CODE_EXPIRED';
  return null;
}

/** The transfer as it stands now on the bank's clock (see the file's comment). */
export function asOfNow(found: StoredTransfer, clock: Clock): StoredTransfer {
  const event = deadCodeEvent(found, clock);
  const status = event ? nextTransferStatus(found.transfer.status, event) : null;
  return status ? { ...found, transfer: { ...found.transfer, status } } : found;
}

/** Moves a locked transfer on by `event` with the changes of the same step, or 409. */
export async function moveTransfer(
  tx: LedgerTx,
  transfer: TransferRow,
  event: TransferLifecycleEventType,
  changes: TransferChanges = {},
): Promise<TransferRow> {
  const status = nextTransferStatus(transfer.status, event);
  if (!status) throw transferStatusConflict();
  const [moved] = await tx
    .update(transfers)
    .set({ ...changes, status })
    .where(and(eq(transfers.id, transfer.id), eq(transfers.status, transfer.status)))
    .returning();
  // The row was locked by the caller, so only a caller that forgot the lock lands here.
  if (!moved) throw transferStatusConflict();
  return moved;
}

/** The reference printed on the receipt: TR-<year>-<serial>, from a sequence. */
export async function nextTransferReference(tx: LedgerTx, clock: Clock): Promise<string> {
  const [row] = rowsOf<{ serial: string }>(
    await tx.execute(sql`select nextval('transfer_reference_serial')::text as serial`),
  );
  if (!row) throw new Error('the transfer reference sequence answered nothing');
  return `TR-${bakuDate(clock.now()).year}-${row.serial.padStart(7, '0')}`;
}
