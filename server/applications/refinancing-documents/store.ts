/**
 * The statements a refinancing customer uploads for the loans at other banks (step 1). Uploads
 * and removals are allowed only while the customer's own REFIN application is in DEFAULT, and
 * only for the customer's loans the bank may refinance; accepting a refinancing offer then needs
 * a statement for each loan it pays off. An application keeps one statement per loan: a new one
 * replaces the old, whose bytes go in the same transaction. All of a customer's statements, in
 * every application, take at most customerStatementsMaxBytes.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import {
  externalLiabilities,
  type LoanApplicationRow,
  loanApplications,
  type RefinancingDocumentRow,
  refinancingDocuments,
} from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerTx } from '../../ledger';
import { isUuid } from '../../ledger/db';
import type { Schemas } from '../../openapi/json';
import { asOfNow, statusConflict } from '../lifecycle';
import { customerApplication } from '../store';
import type { Upload } from './upload';

type Reader = BankDb | LedgerTx;

/** The customer's application, which must be a refinancing still in DEFAULT on the bank clock. */
export async function editableApplication(
  db: Reader,
  clock: Clock,
  customerId: string,
  applicationId: string,
  { forUpdate = false } = {},
): Promise<LoanApplicationRow> {
  const application = await customerApplication(db, customerId, applicationId, { forUpdate });
  const { product, status } = asOfNow(application, clock);
  if (product !== 'REFIN' || status !== 'DEFAULT') throw statusConflict();
  return application;
}

async function checkEligible(tx: LedgerTx, customerId: string, refLiabilityId: string) {
  const [liability] = isUuid(refLiabilityId)
    ? await tx
        .select({ id: externalLiabilities.id })
        .from(externalLiabilities)
        .where(
          and(
            eq(externalLiabilities.id, refLiabilityId),
            eq(externalLiabilities.customerId, customerId),
            eq(externalLiabilities.eligibleForRefinancing, true),
          ),
        )
    : [];
  if (!liability) throw new BankError('REF_LIABILITY_NOT_ELIGIBLE', 400);
}

/** What one customer's statements may take in all: five statements of the largest size. */
export const customerStatementsMaxBytes = 50 * 1024 * 1024;
const customerStatementsMaxMegabytes = customerStatementsMaxBytes / (1024 * 1024);

async function customerStatementBytes(tx: LedgerTx, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${refinancingDocuments.size}), 0)` })
    .from(refinancingDocuments)
    .innerJoin(loanApplications, eq(loanApplications.id, refinancingDocuments.applicationId))
    .where(eq(loanApplications.customerId, customerId));
  return Number(row?.bytes ?? 0);
}

/**
 * Stores the statement in place of the loan's old one, within the customer's cap. The
 * customer's uploads take turns on a transaction-scoped advisory lock, so parallel uploads to
 * several applications cannot pass the cap together; nothing else takes that lock.
 */
export async function storeUpload(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  upload: Upload,
): Promise<RefinancingDocumentRow> {
  return db.transaction(async (tx) => {
    const lockKey = `refinancing-statements:${customerId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const application = await editableApplication(tx, clock, customerId, applicationId, {
      forUpdate: true,
    });
    await checkEligible(tx, customerId, upload.refLiabilityId);
    await tx
      .delete(refinancingDocuments)
      .where(
        and(
          eq(refinancingDocuments.applicationId, application.id),
          eq(refinancingDocuments.refLiabilityId, upload.refLiabilityId),
        ),
      );
    const used = await customerStatementBytes(tx, customerId);
    if (used + upload.content.length > customerStatementsMaxBytes) {
      throw new BankError('STATEMENT_STORAGE_FULL', 409, {
        limit: customerStatementsMaxMegabytes,
      });
    }
    const [stored] = await tx
      .insert(refinancingDocuments)
      .values({
        applicationId: application.id,
        refLiabilityId: upload.refLiabilityId,
        fileName: upload.fileName,
        mediaType: upload.mediaType,
        size: upload.content.length,
        content: upload.content,
        uploadedAt: toDate(clock.now()),
      })
      .returning();
    if (!stored) throw new Error('storing an upload returned no row');
    return stored;
  });
}

/** Every column but the content: a list never carries the files. */
const listed = {
  id: refinancingDocuments.id,
  refLiabilityId: refinancingDocuments.refLiabilityId,
  fileName: refinancingDocuments.fileName,
  mediaType: refinancingDocuments.mediaType,
  size: refinancingDocuments.size,
  uploadedAt: refinancingDocuments.uploadedAt,
};

export function uploadsOf(db: Reader, applicationId: string) {
  return db
    .select(listed)
    .from(refinancingDocuments)
    .where(eq(refinancingDocuments.applicationId, applicationId))
    .orderBy(asc(refinancingDocuments.uploadedAt), asc(refinancingDocuments.id));
}

export async function removeUpload(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  documentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await editableApplication(tx, clock, customerId, applicationId, {
      forUpdate: true,
    });
    const removed = isUuid(documentId)
      ? await tx
          .delete(refinancingDocuments)
          .where(
            and(
              eq(refinancingDocuments.id, documentId),
              eq(refinancingDocuments.applicationId, application.id),
            ),
          )
          .returning({ id: refinancingDocuments.id })
      : [];
    if (removed.length === 0) {
      throw new BankError('NOT_FOUND', 404, {}, 'REFINANCING_DOCUMENT_NOT_FOUND');
    }
  });
}

/** 400 unless each loan to pay off has its uploaded statement. */
export async function requireStatements(
  tx: LedgerTx,
  applicationId: string,
  refLiabilityIds: readonly string[],
): Promise<void> {
  if (refLiabilityIds.length === 0) return;
  const rows = await tx
    .selectDistinct({ refLiabilityId: refinancingDocuments.refLiabilityId })
    .from(refinancingDocuments)
    .where(
      and(
        eq(refinancingDocuments.applicationId, applicationId),
        inArray(refinancingDocuments.refLiabilityId, [...refLiabilityIds]),
      ),
    );
  const covered = new Set(rows.map((row) => row.refLiabilityId));
  if (refLiabilityIds.some((id) => !covered.has(id))) {
    throw new BankError('REFINANCING_DOCUMENT_MISSING', 400);
  }
}

export function refinancingDocumentJson(
  row: Omit<RefinancingDocumentRow, 'applicationId' | 'content'>,
): Schemas['RefinancingDocument'] {
  return {
    id: row.id,
    refLiabilityId: row.refLiabilityId,
    fileName: row.fileName,
    mediaType: row.mediaType as Schemas['RefinancingDocument']['mediaType'],
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
