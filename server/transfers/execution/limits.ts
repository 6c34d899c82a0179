/**
 * The daily and monthly limits for transfers to others (domain/transfers/tariffs.ts), in manats.
 * What counts: the customer's transfers that are not between their own products and that are
 * executed, scheduled, or still awaiting a live code, since the start of the Baku day or month.
 *
 * Checked atomically: a create first takes a per-customer advisory lock in its own transaction,
 * then counts, then inserts; the lock is held to commit, so two creates at once queue and the
 * second counts the first. Nothing else takes it, so it cannot deadlock with the ledger's locks.
 */
import { sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { bakuDate, bankTimeZone } from '../../../domain/calendar';
import { formatMoney } from '../../../domain/money';
import { transferLimits } from '../../../domain/transfers/tariffs';
import { maxOtpAttempts } from '../../auth/otp';
import type { Clock } from '../../clock';
import { BankError } from '../../errors/bank-error';
import type { LedgerDb, LedgerTx } from '../../ledger';
import { rowsOf } from '../../ledger/db';
import { amount, type Schemas } from '../../openapi/json';

/** The advisory lock's first key: a fixed number naming "transfer limits" in this database. */
const limitsLockSpace = 1_207_202_612;

export interface LimitsLeft {
  dailyLeft: bigint;
  monthlyLeft: bigint;
}

const startOf = (date: Temporal.PlainDate) =>
  date.toZonedDateTime({ timeZone: bankTimeZone }).toInstant().toString();

export async function limitsLeft(
  db: LedgerDb,
  clock: Clock,
  customerId: string,
): Promise<LimitsLeft> {
  const now = clock.now();
  const today = bakuDate(now);
  const [used] = rowsOf<{ day: string; month: string }>(
    await db.execute(sql`
      select coalesce(sum(t.limit_minor) filter (
          where t.created_at >= ${startOf(today)}::timestamptz), 0)::text as day,
        coalesce(sum(t.limit_minor), 0)::text as month
      from transfers t left join otp_sessions o on o.id = t.otp_session_id
      where t.customer_id = ${customerId}::uuid and t.limit_minor > 0
        and t.created_at >= ${startOf(today.with({ day: 1 }))}::timestamptz
        and (t.status in ('EXECUTED', 'SCHEDULED')
          or (t.status = 'AWAITING_CODE' and o.expires_at > ${now.toString()}::timestamptz
            and o.attempts < ${maxOtpAttempts}))`),
  );
  const left = (limit: bigint, spent: string | undefined) => {
    const rest = limit - BigInt(spent ?? '0');
    return rest > 0n ? rest : 0n;
  };
  return {
    dailyLeft: left(transferLimits.dailyMinor, used?.day),
    monthlyLeft: left(transferLimits.monthlyMinor, used?.month),
  };
}

/**
 * The refusal of a transfer counting `limitMinor` against what is left, or undefined when it
 * fits: 400 for a quote (it names the amount field), 409 for a create.
 */
export function limitRefusal(
  left: LimitsLeft,
  limitMinor: bigint,
  httpStatus: 400 | 409,
): BankError | undefined {
  const refuse = (
    rest: bigint,
    messageKey: 'TRANSFER_DAILY_LIMIT_EXCEEDED' | 'TRANSFER_MONTHLY_LIMIT_EXCEEDED',
  ) =>
    new BankError(
      'TRANSFER_LIMIT_EXCEEDED',
      httpStatus,
      { left: formatMoney(Number(rest), transferLimits.currency) },
      messageKey,
    );
  if (limitMinor > left.dailyLeft) return refuse(left.dailyLeft, 'TRANSFER_DAILY_LIMIT_EXCEEDED');
  if (limitMinor > left.monthlyLeft) {
    return refuse(left.monthlyLeft, 'TRANSFER_MONTHLY_LIMIT_EXCEEDED');
  }
  return undefined;
}

/** Takes the customer's limits lock (to commit), then refuses what does not fit: 409. */
export async function assertWithinLimits(
  tx: LedgerTx,
  clock: Clock,
  customerId: string,
  limitMinor: bigint,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${limitsLockSpace}, hashtext(${customerId}::text))`,
  );
  const refusal = limitRefusal(await limitsLeft(tx, clock, customerId), limitMinor, 409);
  if (refusal) throw refusal;
}

export function transferLimitsJson(left: LimitsLeft): Schemas['TransferLimits'] {
  const { currency, dailyMinor, monthlyMinor } = transferLimits;
  return {
    currency,
    daily: amount(dailyMinor, currency),
    dailyLeft: amount(left.dailyLeft, currency),
    monthly: amount(monthlyMinor, currency),
    monthlyLeft: amount(left.monthlyLeft, currency),
  };
}
