/**
 * Moving a booked video call (rebookIdentificationSlot) and the operator starting it (the
 * sandbox's startSandboxIdentificationCall). Both hold the application's row lock, so a move and
 * the start never interleave: either the move comes first, or it is refused because the call has
 * started. A move gives the old seat back and takes the new one in one transaction, so a quarter
 * taken meanwhile (409 SLOT_FULL) leaves the old booking as it was.
 */
import { eq } from 'drizzle-orm';
import { asOfNow, statusConflict } from '../applications/lifecycle';
import { customerApplication } from '../applications/store';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import {
  type IdentificationReservationRow,
  identificationReservations,
  type LoanApplicationRow,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import { sourceApplication } from '../fatca/source';
import type { LedgerTx } from '../ledger';
import { type ReservationRequest, requestedQuarter } from './reserve';
import { releaseSeat, takeSeat } from './seats';

/** The call of a locked application that waits for its identification result; 409 or 404 else. */
async function awaitedCall(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<IdentificationReservationRow> {
  if (asOfNow(application, clock).status !== 'WAITING_IDENTIFICATION_RESULT') {
    throw statusConflict();
  }
  const [booked] = await tx
    .select()
    .from(identificationReservations)
    .where(eq(identificationReservations.applicationId, application.id));
  if (!booked) throw new BankError('NOT_FOUND', 404, {}, 'RESERVATION_NOT_FOUND');
  return booked;
}

function returned(rows: IdentificationReservationRow[]): IdentificationReservationRow {
  const [row] = rows;
  if (!row) throw new Error('the reservation was not returned');
  return row;
}

export async function rebook(
  db: BankDb,
  clock: Clock,
  customerId: string,
  request: ReservationRequest,
): Promise<IdentificationReservationRow> {
  const quarter = requestedQuarter(clock.now(), request);
  return db.transaction(async (tx) => {
    const application = await sourceApplication(tx, customerId, request, { forUpdate: true });
    const booked = await awaitedCall(tx, clock, application);
    if (booked.callStartedAt) throw new BankError('IDENTIFICATION_CALL_STARTED', 409);
    await releaseSeat(tx, clock, booked.startsAt);
    if (quarter) await takeSeat(tx, quarter);
    const moved = await tx
      .update(identificationReservations)
      .set({
        reservationType: request.reservationType,
        startsAt: quarter ? toDate(quarter.startsAt) : null,
        phone: request.phoneNumber,
      })
      .where(eq(identificationReservations.id, booked.id))
      .returning();
    return returned(moved);
  });
}

/** The operator starts the call of any customer's application; starting it again changes nothing. */
export async function startCall(
  db: BankDb,
  clock: Clock,
  applicationId: string,
): Promise<IdentificationReservationRow> {
  return db.transaction(async (tx) => {
    const application = await customerApplication(tx, undefined, applicationId, {
      forUpdate: true,
    });
    const booked = await awaitedCall(tx, clock, application);
    if (booked.callStartedAt) return booked;
    const started = await tx
      .update(identificationReservations)
      .set({ callStartedAt: toDate(clock.now()) })
      .where(eq(identificationReservations.id, booked.id))
      .returning();
    return returned(started);
  });
}
