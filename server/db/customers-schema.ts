/** The bank's customers, and the outbox of text messages sent to their phones. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The national ID cards the bank has seen for a customer (PRODUCT 6: "new or old generation"),
 * so one can sign in with the card's number: an old card's series AZE and 8 digits, a new one's
 * AA and 7 digits. Both carry the customer's FIN, which stays their identifier.
 */
export const nationalIdCards = pgTable(
  'national_id_cards',
  {
    number: text('number').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
  },
  (table) => [
    index('national_id_cards_customer').on(table.customerId),
    check('national_id_cards_number', sql`${table.number} ~ '^(AZE[0-9]{8}|AA[0-9]{7})$'`),
  ],
);

export type Customer = typeof customers.$inferSelect;
/** A customer as the bank's calls see them: everything but the password hash. */
export type CustomerProfile = Omit<Customer, 'passwordHash'>;
export type NewCustomer = typeof customers.$inferInsert;
