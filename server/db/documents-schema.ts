/**
 * Steps 1, 4 and 5 of a loan application (issue 5; re-exported by schema.ts): the documents the
 * bank prepares for the customer to read and accept, the signing sessions the signing app's QR
 * link opens, the statements of other banks' loans a refinancing customer uploads, and the files
 * attached to a credit application.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { externalLiabilities, loanApplications } from './applications-schema';
import { bytes, instant } from './columns';

export const applicationDocumentTypes = ['MAIN', 'OTHER'] as const;
export type ApplicationDocumentType = (typeof applicationDocumentTypes)[number];

/** A prepared PDF. The customer accepts them in `position` order: MAIN (0) first. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<ApplicationDocumentType>().notNull(),
    /** Which paper this is (the standard information form, the loan contract, …). */
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    /** The language the PDF was written in: the customer's when it was prepared. */
    language: text('language').notNull(),
    content: bytes('content').notNull(),
    /** Hex SHA-256 of `content`: what the customer accepted and signed, byte for byte. */
    sha256: text('sha256').notNull(),
    acceptedAt: instant('accepted_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('application_documents_position').on(table.applicationId, table.position),
    check('application_documents_type', sql`${table.documentType} in ('MAIN', 'OTHER')`),
  ],
);

/**
 * A link for the signing app. Only a keyed hash of its token is kept, so the table alone cannot
 * sign anything; a new QR ends the earlier unsigned sessions.
 */
export const signingSessions = pgTable(
  'signing_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    signedAt: instant('signed_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('signing_sessions_application').on(table.applicationId)],
);

/** A statement of another bank's loan, uploaded for refinancing (jpg, png or pdf, < 10 MB). */
export const refinancingDocuments = pgTable(
  'refinancing_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    refLiabilityId: uuid('ref_liability_id')
      .notNull()
      .references(() => externalLiabilities.id),
    fileName: text('file_name').notNull(),
    /** What the bytes are (checked by their signature, not the name): image/jpeg, image/png, application/pdf. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (table) => [
    index('refinancing_documents_application').on(table.applicationId, table.refLiabilityId),
  ],
);

/**
 * A file the customer attached to a credit application (SPEC 3), a salary certificate say: jpg,
 * png or pdf under 10 MB, told by its bytes. Removed with its application.
 */
export const loanApplicationFiles = pgTable(
  'loan_application_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (table) => [index('loan_application_files_application').on(table.applicationId)],
);

export type LoanApplicationFileRow = typeof loanApplicationFiles.$inferSelect;
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
export type SigningSessionRow = typeof signingSessions.$inferSelect;
export type RefinancingDocumentRow = typeof refinancingDocuments.$inferSelect;
