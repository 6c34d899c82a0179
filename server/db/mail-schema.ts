/**
 * The sandbox's mail outbox (re-exported by schema.ts): every email the bank "sends" in sandbox
 * mode, attachments included, so people trying the bank can read what a customer would get.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** An attachment as stored: the bytes in base64, small documents only (one-page receipts). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  size: number;
  base64: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** A sequence, so messages written in the same instant still have a stable order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The address, lower-cased: the sandbox's filter finds it however it was typed. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('mail_outbox_recipient').on(table.recipient),
    check('mail_outbox_recipient_lower', sql`${table.recipient} = lower(${table.recipient})`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
