/**
 * The limits of one-time-code SMS (issue 13, M2), whatever the operation: sign-in, registration
 * and reset, password change, transfer codes and every resend. Each code SMS is recorded with
 * its phone and the client's address; before another one, under advisory locks of that phone and
 * that address held to commit, the sends of the last hour and day are counted, so parallel
 * requests, in any number of server processes, never send more than the limit. Over a limit:
 * 429 SMS_LIMIT_REACHED with Retry-After, thrown in the caller's transaction, which would also
 * have opened the code session and written the SMS: nothing is sent or changed.
 *
 * A decoy (an identifier the bank does not know) sends nothing but is counted the same, its
 * identifier standing in for a phone, so the limits tell nobody who is a customer.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Temporal } from 'temporal-polyfill';
import { type Clock, toDate } from '../../clock';
import type { CodeSmsLimits } from '../../config';
import type { BankDb } from '../../db/client';
import { codeSmsSends } from '../../db/schema';
import { BankError } from '../../errors/bank-error';

/** The advisory locks' first keys: fixed numbers naming "code SMS per phone / per address". */
const phoneLockSpace = 1_313_202_614;
const addressLockSpace = 1_313_202_615;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Who a code SMS goes to and who asked for it. */
export interface CodeSms {
  /** The phone's digits, or `identifier:<key>` for a decoy. */
  recipient: string;
  /** The client's address as the request gives it (TRUST_PROXY applied). */
  ip: string;
  otpSessionId: string;
}

/** What stands in for the phone of a decoy: the identifier it was asked for. */
export const decoyRecipient = (identifierKey: string) => `identifier:${identifierKey}`;

/** Whom a session's first SMS was counted for: a decoy's resends count for its identifier. */
export async function recipientOfSession(tx: BankDb, otpSessionId: string): Promise<string> {
  const [first] = await tx
    .select({ recipient: codeSmsSends.recipient })
    .from(codeSmsSends)
    .where(eq(codeSmsSends.otpSessionId, otpSessionId))
    .orderBy(codeSmsSends.id)
    .limit(1);
  return first?.recipient ?? decoyRecipient(otpSessionId);
}

/**
 * Counts one code SMS, or throws 429 when the phone or the address is over a limit. Must run in
 * the transaction that opens the code and writes its SMS: the locks are held to its commit.
 */
export async function claimCodeSms(
  tx: BankDb,
  clock: Clock,
  limits: CodeSmsLimits,
  sms: CodeSms,
): Promise<void> {
  const address = addressKey(sms.ip);
  // Always the phone's lock first, then the address's: claims may queue but never deadlock.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${phoneLockSpace}, hashtext(${sms.recipient}))`,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(${addressLockSpace}, hashtext(${address}))`);
  const now = clock.now();
  const waitMs = Math.max(
    await waitFor(tx, now, codeSmsSends.recipient, sms.recipient, limits.perPhone),
    await waitFor(tx, now, codeSmsSends.address, address, limits.perAddress),
  );
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw new BankError('SMS_LIMIT_REACHED', 429, { minutes }, 'SMS_LIMIT_REACHED', {
      'retry-after': String(seconds),
    });
  }
  await tx.insert(codeSmsSends).values({
    recipient: sms.recipient,
    address,
    otpSessionId: sms.otpSessionId,
    sentAt: toDate(now),
  });
}

/**
 * How long until one more send fits both windows of `key` (0 when it fits now): the send that
 * filled a window (the limit-th newest in it) must leave it first.
 */
async function waitFor(
  tx: BankDb,
  now: Temporal.Instant,
  column: PgColumn,
  key: string,
  limit: { hour: number; day: number },
): Promise<number> {
  const nowMs = now.epochMilliseconds;
  const hourAgo = new Date(nowMs - hourMs);
  const sentAt = codeSmsSends.sentAt;
  const newest = (window: ReturnType<typeof sql>, nth: number) =>
    sql<number | null>`extract(epoch from (array_agg(${sentAt} order by ${sentAt} desc)
      filter (where ${window}))[${nth}::int]) * 1000`.mapWith(Number);
  const [row] = await tx
    .select({
      hourFilledAt: newest(sql`${sentAt} > ${hourAgo}`, limit.hour),
      dayFilledAt: newest(sql`true`, limit.day),
    })
    .from(codeSmsSends)
    .where(and(eq(column, key), gt(sentAt, new Date(nowMs - dayMs))));
  const until = (filledAt: number | null | undefined, windowMs: number) =>
    filledAt ? filledAt + windowMs - nowMs : 0;
  return Math.max(until(row?.hourFilledAt, hourMs), until(row?.dayFilledAt, dayMs));
}

/**
 * The address a limit counts: an IPv4 address as it is (an IPv4-mapped one too), an IPv6
 * client by its /64, the network one subscriber gets, which holds more addresses than anyone
 * could ever count one by one.
 */
function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Deletes sends older than the longest window; for the scheduled clean-up. */
export async function purgeCodeSmsSends(db: BankDb, now: Temporal.Instant): Promise<number> {
  const rows = await db
    .delete(codeSmsSends)
    .where(lte(codeSmsSends.sentAt, new Date(now.epochMilliseconds - dayMs)))
    .returning({ id: codeSmsSends.id });
  return rows.length;
}
