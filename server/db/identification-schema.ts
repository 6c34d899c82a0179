/**
 * Step 2 of an application (issue 5; re-exported by schema.ts): the customer's FATCA
 * self-assessment answers, and the video-identification bookings with the seats taken in each
 * 15-minute quarter.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications-schema';
import { instant } from './columns';

/** One answer per question of the questionnaire version the customer saw. */
export const fatcaAnswers = pgTable(
  'fatca_answers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    questionId: text('question_id').notNull(),
    answer: boolean('answer').notNull(),
    answeredAt: instant('answered_at').notNull(),
  },
  (table) => [unique('fatca_answers_question').on(table.applicationId, table.questionId)],
);

/**
 * Seats taken in one 15-minute quarter of the operators' time. Booking increments `booked`
 * under the row's lock, so two customers racing for the last seat cannot both get it.
 */
export const identificationQuarters = pgTable(
  'identification_quarters',
  {
    startsAt: instant('starts_at').primaryKey(),
    booked: integer('booked').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    check(
      'identification_quarters_within_capacity',
      sql`${table.booked} between 0 and ${table.capacity}`,
    ),
  ],
);

/** The application's booking: a quarter (STANDARD) or "call me as soon as possible" (EMERGENCY). */
export const identificationReservations = pgTable(
  'identification_reservations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    reservationType: text('reservation_type').notNull(),
    startsAt: instant('starts_at'),
    /** The 9 national digits to call (PRODUCT 5). */
    phone: text('phone').notNull(),
    createdAt: instant('created_at').notNull(),
    /** When the operator started the call; from then on the customer can no longer move it. */
    callStartedAt: instant('call_started_at'),
  },
  (table) => [
    unique('identification_reservations_application').on(table.applicationId),
    index('identification_reservations_quarter').on(table.startsAt),
    check(
      'identification_reservations_time',
      sql`(${table.reservationType} = 'STANDARD' and ${table.startsAt} is not null) or (${table.reservationType} = 'EMERGENCY' and ${table.startsAt} is null)`,
    ),
  ],
);

export type FatcaAnswerRow = typeof fatcaAnswers.$inferSelect;
export type IdentificationReservationRow = typeof identificationReservations.$inferSelect;
