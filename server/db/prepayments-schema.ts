/**
 * Early repayments of loans (re-exported by schema.ts; PRODUCT 4.5, request type LOAN_PREPAYMENT).
 * A full one (FM_3) is booked at once and stored COMPLETED; a partial one (FM_1, FM_2) waits
 * IN_REVIEW for its business day with the amount held on the repayment account. At most one per
 * loan is in review: the partial unique index makes a second request a conflict even when two
 * arrive at once. Money in integer minor units.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PrepaymentOption } from '../../domain/prepayment';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import { type Currency, ledgerHolds, ledgerTransactions } from './ledger-schema';
import { loans } from './products-schema';

const day = (name: string) => date(name, { mode: 'string' });

export const prepaymentStatuses = ['IN_REVIEW', 'COMPLETED', 'CANCELED'] as const;
export type PrepaymentStatus = (typeof prepaymentStatuses)[number];

export const prepayments = pgTable(
  'prepayments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id),
    option: text('option').$type<PrepaymentOption>().notNull(),
    status: text('status').$type<PrepaymentStatus>().notNull(),
    /** What the customer pays: held until the execution date, then booked. */
    amount: minor('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    executionDate: day('execution_date').notNull(),
    /** The partial prepayment's hold on the repayment account. */
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    /** The booking, once COMPLETED. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    accruedInterest: minor('accrued_interest'),
    principalRepaid: minor('principal_repaid'),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
    canceledAt: instant('canceled_at'),
  },
  (table) => [
    index('prepayments_customer').on(table.customerId),
    uniqueIndex('prepayments_one_in_review')
      .on(table.loanId)
      .where(sql`${table.status} = 'IN_REVIEW'`),
    // The processing job's question, "what is in review and due by today", reads only this.
    index('prepayments_due').on(table.executionDate).where(sql`${table.status} = 'IN_REVIEW'`),
    check('prepayments_option', sql`${table.option} in ('FM_1', 'FM_2', 'FM_3')`),
    check('prepayments_status', sql`${table.status} in ('IN_REVIEW', 'COMPLETED', 'CANCELED')`),
    check('prepayments_amount', sql`${table.amount} > 0`),
    check(
      'prepayments_completed',
      sql`(${table.status} = 'COMPLETED') = (${table.transactionId} is not null)`,
    ),
    check(
      'prepayments_canceled',
      sql`(${table.status} = 'CANCELED') = (${table.canceledAt} is not null)`,
    ),
  ],
);

export type Prepayment = typeof prepayments.$inferSelect;
