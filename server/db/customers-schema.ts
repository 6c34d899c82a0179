/** The bank's customers, and the outbox of text messages sent to their phones. */
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Phones are stored as digits with the country code, e.g. 994501234567. */
const phoneDigits = '^994[0-9]{9}$';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** PIN (the FIN), TRP or PRP; for a foreign passport the passport series itself. */
    identifierType: text('identifier_type').notNull(),
    identifierValue: text('identifier_value').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** Null while the customer has not registered for the internet bank. */
    passwordHash: text('password_hash'),
    registeredAt: instant('registered_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('customers_identifier_unique').on(table.identifierType, table.identifierValue),
    check('customers_phone_digits', sql`${table.phone} ~ ${sql.raw(`'${phoneDigits}'`)}`),
  ],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    /** A sequence, so messages written in the same instant still have a stable order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('sms_outbox_recipient_digits', sql`${table.recipient} ~ ${sql.raw(`'${phoneDigits}'`)}`),
  ],
);

export type Customer = typeof customers.$inferSelect;
/** A customer as the bank's calls see them: everything but the password hash. */
export type CustomerProfile = Omit<Customer, 'passwordHash'>;
export type NewCustomer = typeof customers.$inferInsert;
