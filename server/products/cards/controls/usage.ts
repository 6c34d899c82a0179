/**
 * What a card used of its daily limits today (since the start of the Baku day), in the card's
 * currency. Online: the amounts of the transfers and payments that take money from the card and
 * count (executed, scheduled, or awaiting a code that can still be typed), as the transfer limits
 * count them. Cash and purchases: the ledger's CASH_WITHDRAWAL and CARD_PURCHASE bookings made
 * with the card (their metadata names it) on the card's account.
 */
import { sql } from 'drizzle-orm';
import { bakuDate, bankTimeZone } from '../../../../domain/calendar';
import { maxOtpAttempts } from '../../../auth/otp';
import type { Clock } from '../../../clock';
import type { LedgerDb } from '../../../ledger';
import { rowsOf } from '../../../ledger/db';
import type { CardLimitsMinor } from './store';

const startOfToday = (clock: Clock) =>
  bakuDate(clock.now()).toZonedDateTime({ timeZone: bankTimeZone }).toInstant().toString();

/** Online use today; `except` leaves out the transfer being checked (it counts itself). */
export async function onlineUsedToday(
  db: LedgerDb,
  clock: Clock,
  cardId: string,
  except?: string,
): Promise<bigint> {
  const now = clock.now().toString();
  const [row] = rowsOf<{ used: string }>(
    await db.execute(sql`
      select coalesce(sum(t.debit_minor), 0)::text as used
      from transfers t left join otp_sessions o on o.id = t.otp_session_id
      where t.source->>'kind' = 'CARD' and t.source->>'productId' = ${cardId}
        and t.created_at >= ${startOfToday(clock)}::timestamptz
        and t.id <> ${except ?? '00000000-0000-0000-0000-000000000000'}::uuid
        and (t.status in ('EXECUTED', 'SCHEDULED')
          or (t.status = 'AWAITING_CODE' and o.expires_at > ${now}::timestamptz
            and o.attempts < ${maxOtpAttempts}))`),
  );
  return BigInt(row?.used ?? '0');
}

/** Cash and purchases booked with the card today on its account. */
async function presentUsedToday(
  db: LedgerDb,
  clock: Clock,
  { cardId, ledgerAccountId }: { cardId: string; ledgerAccountId: string },
) {
  const [row] = rowsOf<{ cash: string; purchases: string }>(
    await db.execute(sql`
      select coalesce(-sum(p.amount) filter (where t.kind = 'CASH_WITHDRAWAL'), 0)::text as cash,
        coalesce(-sum(p.amount) filter (where t.kind = 'CARD_PURCHASE'), 0)::text as purchases
      from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
      where p.account_id = ${ledgerAccountId}::uuid
        and t.kind in ('CASH_WITHDRAWAL', 'CARD_PURCHASE')
        and t.metadata->>'cardId' = ${cardId}
        and t.booked_at >= ${startOfToday(clock)}::timestamptz`),
  );
  const positive = (value: string | undefined) => {
    const minor = BigInt(value ?? '0');
    return minor > 0n ? minor : 0n;
  };
  return { cash: positive(row?.cash), purchases: positive(row?.purchases) };
}

export async function usedToday(
  db: LedgerDb,
  clock: Clock,
  card: { cardId: string; ledgerAccountId: string },
): Promise<CardLimitsMinor> {
  const present = await presentUsedToday(db, clock, card);
  return { ...present, online: await onlineUsedToday(db, clock, card.cardId) };
}
