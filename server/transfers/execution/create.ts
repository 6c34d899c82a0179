/**
 * createTransfer: a stored quote becomes a transfer in the first status the lifecycle chart
 * gives it. Between the customer's own products it is executed in the same transaction; anything
 * that leaves them waits for its code (AWAITING_CODE), whose SMS is written in the same
 * transaction (a transactional outbox). Runs inside the idempotency key's transaction
 * (answerIdempotently), so a retry replays and sends nothing again.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import {
  initialTransferStatus,
  type TransferStatus,
} from '../../../machines/transferLifecycle.machine';
import type { CodeRequester } from '../../auth/otp';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { type Customer, transfers } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerTx } from '../../ledger';
import { isUuid } from '../../ledger/db';
import type { PricedTransfer } from '../priced-transfer';
import { loadQuote } from '../quotes/store';
import { bookTransfer, holdTransfer } from './booking';
import { openTransferCode, type TransferCodeContext } from './code';
import { assertAvailable, assertCardsMayMove } from './execute';
import {
  type CreateInput,
  type NewTransfer,
  newTransferFrom,
  type QuotePurpose,
} from './from-quote';
import { assertWithinLimits } from './limits';
import { findTransfer, type StoredTransfer, type TransferChanges } from './store';

export interface ExecutionContext {
  db: BankDb;
  clock: Clock;
  codes: TransferCodeContext;
}

/**
 * What a quote may become: a payment's quote (rail PAYMENT) only a payment, any other only a
 * transfer. The wrong call hears 404, as for a quote it never gave: each call has its own quotes.
 */
const purposeOf = (quote: PricedTransfer): QuotePurpose =>
  quote.rail === 'PAYMENT' ? 'PAYMENT' : 'TRANSFER';

async function pricedQuote(tx: LedgerTx, clock: Clock, customerId: string, input: CreateInput) {
  const { quoteId, purpose = 'TRANSFER' } = input;
  // The quote's row lock makes two creates of one quote queue: the second finds it used.
  const quote = isUuid(quoteId)
    ? await loadQuote(tx, customerId, quoteId, { forUpdate: true })
    : null;
  if (!quote || purposeOf(quote) !== purpose) {
    throw new BankError('NOT_FOUND', 404, {}, 'QUOTE_NOT_FOUND');
  }
  if (Temporal.Instant.compare(quote.expiresAt, clock.now()) <= 0) {
    throw new BankError('QUOTE_EXPIRED', 409);
  }
  const [used] = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.quoteId, quoteId));
  if (used) throw new BankError('QUOTE_ALREADY_USED', 409);
  return quote;
}

/** `requester` is who asked, whom the code SMS is counted against (its limits). */
export async function createTransfer(
  context: ExecutionContext,
  tx: LedgerTx,
  customer: Pick<Customer, 'id' | 'phone'>,
  input: CreateInput,
  requester: CodeRequester,
): Promise<StoredTransfer> {
  const { clock } = context;
  const quote = await pricedQuote(tx, clock, customer.id, input);
  const values = await newTransferFrom(tx, clock, quote, input);
  if (values.limitMinor > 0n) await assertWithinLimits(tx, clock, customer.id, values.limitMinor);
  await assertCardsMayMove(tx, clock, customer.id, values);
  const status = initialTransferStatus(quote);
  const changes = await firstStep(context, tx, { customer, requester }, values, status);
  const [row] = await tx
    .insert(transfers)
    .values({ ...values, ...changes, status })
    .onConflictDoNothing({ target: transfers.quoteId })
    .returning({ id: transfers.id });
  // Another request made a transfer of the same quote meanwhile: this one books nothing.
  if (!row) throw new BankError('QUOTE_ALREADY_USED', 409);
  return findTransfer(tx, customer.id, row.id);
}

/** What the first status takes: the booking, the hold, or the code session and its SMS. */
async function firstStep(
  context: ExecutionContext,
  tx: LedgerTx,
  { customer, requester }: { customer: Pick<Customer, 'id' | 'phone'>; requester: CodeRequester },
  values: NewTransfer,
  status: TransferStatus,
): Promise<TransferChanges> {
  const { clock } = context;
  switch (status) {
    case 'EXECUTED': {
      const booked = await bookTransfer(tx, clock, values);
      return { ledgerTransactionId: booked.id, executedAt: toDate(booked.bookedAt) };
    }
    case 'SCHEDULED': {
      const hold = await holdTransfer(tx, clock, values);
      return { holdId: hold.id };
    }
    case 'AWAITING_CODE': {
      // No code is sent for a transfer the balance cannot cover; confirming checks again.
      await assertAvailable(tx, values);
      const codes = context.codes;
      return { otpSessionId: await openTransferCode(codes, tx, customer, values, requester) };
    }
    default:
      throw new Error(`a new transfer cannot start ${status}`);
  }
}
