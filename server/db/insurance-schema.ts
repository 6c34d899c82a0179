/**
 * Step 3 of an application (issue 5; re-exported by schema.ts): the loan insurance the customer
 * chose, one per application — changing the insurer updates the row.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications-schema';
import { instant, minor } from './columns';

export const loanInsurances = pgTable(
  'loan_insurances',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    insurerId: text('insurer_id').notNull(),
    /** The premium for the whole term, in qəpik, as offered when chosen. */
    premium: minor('premium').notNull(),
    chosenAt: instant('chosen_at').notNull(),
  },
  (table) => [unique('loan_insurances_application').on(table.applicationId)],
);

export type LoanInsuranceRow = typeof loanInsurances.$inferSelect;
