/**
 * The sandbox's stand-in for the utilities' own systems: a few subscribers per provider with
 * their last bill, written when sandbox mode starts (README "Payments in the sandbox"), and
 * providers taken down. The debt a provider reports is its bill less the payments to that
 * subscriber EXECUTED since the bill, never below zero: paying reduces it with no write here.
 */
import { eq, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import { sandboxProviderOutages, sandboxProviderSubscribers } from '../../db/schema';
import type { LedgerDb } from '../../ledger';
import { rowsOf } from '../../ledger/db';

/** Masked names, as a provider answers them; bills in qəpik. */
export const sandboxSubscriberEntries = [
  { providerId: 'azeriqaz', subscriberCode: '1002003001', name: 'Leyla M.', billedMinor: 4_560n },
  { providerId: 'azeriqaz', subscriberCode: '1002003002', name: 'Rəşad Q.', billedMinor: 1_235n },
  { providerId: 'azeriqaz', subscriberCode: '1002003003', name: 'Aysel H.', billedMinor: 0n },
  { providerId: 'azerishiq', subscriberCode: 'EL-10020030', name: 'Leyla M.', billedMinor: 3_820n },
  {
    providerId: 'azerishiq',
    subscriberCode: 'EL-10020031',
    name: 'Elvin N.',
    billedMinor: 10_475n,
  },
  { providerId: 'azersu', subscriberCode: '10020030', name: 'Leyla M.', billedMinor: 980n },
  { providerId: 'azersu', subscriberCode: '10020031', name: 'Nigar Ə.', billedMinor: 2_140n },
  { providerId: 'baktelecom', subscriberCode: 'BT100200', name: 'Leyla M.', billedMinor: 2_500n },
] as const;

/** Writes the subscribers that are missing; a bill already there keeps its date and debt. */
export async function ensureSandboxSubscribers(db: LedgerDb, clock: Clock): Promise<void> {
  const billedAt = toDate(clock.now());
  await db
    .insert(sandboxProviderSubscribers)
    .values(sandboxSubscriberEntries.map((entry) => ({ ...entry, billedAt })))
    .onConflictDoNothing();
}

export async function isProviderDown(db: LedgerDb, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ providerId: sandboxProviderOutages.providerId })
    .from(sandboxProviderOutages)
    .where(eq(sandboxProviderOutages.providerId, providerId));
  return row !== undefined;
}

/** Takes a provider down (a row in the outages) or brings it back. */
export async function setProviderAvailability(
  db: LedgerDb,
  clock: Clock,
  providerId: string,
  available: boolean,
): Promise<void> {
  if (available) {
    await db
      .delete(sandboxProviderOutages)
      .where(eq(sandboxProviderOutages.providerId, providerId));
    return;
  }
  await db
    .insert(sandboxProviderOutages)
    .values({ providerId, since: toDate(clock.now()) })
    .onConflictDoNothing();
}

export interface SandboxSubscriber {
  providerId: string;
  subscriberCode: string;
  name: string;
  debtMinor: bigint;
}

/** The subscribers with their debts, optionally only one. */
async function subscribersWithDebts(
  db: LedgerDb,
  only?: { providerId: string; subscriberCode: string },
): Promise<SandboxSubscriber[]> {
  const rows = rowsOf<{ provider_id: string; subscriber_code: string; name: string; debt: string }>(
    await db.execute(sql`
      select s.provider_id, s.subscriber_code, s.name,
        greatest(0, s.billed_minor - coalesce((
          select sum(t.credit_minor) from payments p join transfers t on t.id = p.transfer_id
          where p.provider_id = s.provider_id and p.subscriber_code = s.subscriber_code
            and t.status = 'EXECUTED' and t.executed_at >= s.billed_at), 0))::text as debt
      from sandbox_provider_subscribers s
      join payment_providers pp on pp.id = s.provider_id
      where ${only ? sql`s.provider_id = ${only.providerId} and s.subscriber_code = ${only.subscriberCode}` : sql`true`}
      order by pp.position, s.subscriber_code`),
  );
  return rows.map((row) => ({
    providerId: row.provider_id,
    subscriberCode: row.subscriber_code,
    name: row.name,
    debtMinor: BigInt(row.debt),
  }));
}

export async function sandboxSubscriber(
  db: LedgerDb,
  providerId: string,
  subscriberCode: string,
): Promise<SandboxSubscriber | undefined> {
  const [found] = await subscribersWithDebts(db, { providerId, subscriberCode });
  return found;
}

export const listSandboxSubscribers = (db: LedgerDb) => subscribersWithDebts(db);
