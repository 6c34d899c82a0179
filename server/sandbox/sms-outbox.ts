import { desc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { BankDb } from '../db/client';
import { smsOutbox } from '../db/schema';

export interface OutboxMessage {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

/** Newest first; messages written in the same instant keep the order they were sent in. */
export async function listOutbox(db: BankDb, recipient?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(recipient ? eq(smsOutbox.recipient, recipient) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id));
  return rows.map((row) => ({
    id: String(row.id),
    to: row.recipient,
    text: row.text,
    createdAt: Temporal.Instant.fromEpochMilliseconds(row.createdAt.getTime()).toString(),
  }));
}
