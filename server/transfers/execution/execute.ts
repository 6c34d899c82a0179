/**
 * Carrying out a transfer the customer has authorised: the rules checked again inside the
 * transaction that moves the money (a card blocked since the quote wins), then executed now or,
 * for clearing past the cut-off, scheduled with the total held until its business day.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { bakuDate, executionDate } from '../../../domain/calendar';
import { followsCutOff } from '../../../domain/transfers/tariffs';
import { type Clock, toDate } from '../../clock';
import { cards, type TransferRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { type LedgerTx, readBalance } from '../../ledger';
import { assertCardPaysOnline } from '../../products/cards/controls';
import { isExpired, paymentSourceOfCard } from '../../products/cards/payment-source';
import { type BookableTransfer, bookTransfer, holdTransfer } from './booking';
import { moveTransfer } from './store';

type Checked = Pick<
  BookableTransfer,
  'id' | 'source' | 'destination' | 'sourceAccountId' | 'debitMinor' | 'totalMinor'
>;

/**
 * A card pays only when assertCardCanPay agrees and its online controls allow (its switch and
 * online daily limit, under the card's lock); a blocked or expired card cannot receive.
 */
export async function assertCardsMayMove(
  tx: LedgerTx,
  clock: Clock,
  customerId: string,
  transfer: Checked,
): Promise<void> {
  if (transfer.source.kind === 'CARD') {
    await paymentSourceOfCard(tx, clock, customerId, transfer.source.productId);
    await assertCardPaysOnline(tx, clock, {
      cardId: transfer.source.productId,
      amountMinor: transfer.debitMinor,
      transferId: transfer.id,
      httpStatus: 409,
      locked: true,
    });
  }
  const receiving = transfer.destination.productId;
  if (!receiving) return;
  const [card] = await tx
    .select({ status: cards.status, expiresOn: cards.expiresOn })
    .from(cards)
    .where(eq(cards.id, receiving))
    .for('share');
  if (card && (card.status !== 'ACTIVE' || isExpired(card, clock))) {
    throw new BankError('CARD_CANNOT_RECEIVE', 409);
  }
}

/** Refuses early what the source cannot pay; the booking checks again under the ledger's locks. */
export async function assertAvailable(tx: LedgerTx, transfer: Checked): Promise<void> {
  const { available } = await readBalance(tx, transfer.sourceAccountId);
  if (available < transfer.totalMinor) throw new BankError('INSUFFICIENT_FUNDS', 409);
}

/**
 * The day a confirmed transfer executes: today, except clearing and payments (followsCutOff),
 * which keep the quote's date or, when the cut-off passed while the customer was confirming, the
 * next business day (PRODUCT 9).
 */
function executionDay(transfer: TransferRow, clock: Clock): Temporal.PlainDate {
  const today = bakuDate(clock.now());
  if (!followsCutOff(transfer.rail)) return today;
  const quoted = Temporal.PlainDate.from(transfer.executionDate);
  const allowed = executionDate(clock.now());
  return Temporal.PlainDate.compare(quoted, allowed) >= 0 ? quoted : allowed;
}

/** Executes or schedules a locked transfer awaiting its code, in the caller's transaction. */
export async function executeOrSchedule(
  tx: LedgerTx,
  clock: Clock,
  transfer: TransferRow,
): Promise<TransferRow> {
  await assertCardsMayMove(tx, clock, transfer.customerId, transfer);
  const day = executionDay(transfer, clock);
  if (Temporal.PlainDate.compare(day, bakuDate(clock.now())) > 0) {
    const hold = await holdTransfer(tx, clock, transfer);
    return moveTransfer(tx, transfer, 'SCHEDULE', {
      holdId: hold.id,
      executionDate: day.toString(),
    });
  }
  const booked = await bookTransfer(tx, clock, transfer);
  return moveTransfer(tx, transfer, 'EXECUTE', {
    ledgerTransactionId: booked.id,
    executedAt: toDate(booked.bookedAt),
    executionDate: day.toString(),
  });
}
