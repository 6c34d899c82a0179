import { desc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { BankDb } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Schemas } from '../openapi/json';

/** Newest first; attachments as their name, type and size (the bytes stay in the table). */
export async function listMailOutbox(
  db: BankDb,
  recipient?: string,
): Promise<Schemas['MailMessage'][]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(recipient ? eq(mailOutbox.recipient, recipient.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return rows.map((row) => ({
    id: String(row.id),
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    attachments: row.attachments.map(({ filename, contentType, size }) => ({
      filename,
      contentType,
      size,
    })),
    createdAt: Temporal.Instant.fromEpochMilliseconds(row.createdAt.getTime()).toString(),
  }));
}
