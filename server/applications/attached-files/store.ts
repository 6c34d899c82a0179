/**
 * The files a customer attaches to a credit application (SPEC 3), read from the same checked
 * upload as refinancing statements. Attached and removed only while the customer's own LOAN or
 * REFIN application is in DEFAULT, at most applicationFilesMax of them, under the
 * application's row lock so two uploads at once cannot pass the count together.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import {
  type LoanApplicationFileRow,
  type LoanApplicationRow,
  loanApplicationFiles,
} from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { LedgerTx } from '../../ledger';
import { isUuid } from '../../ledger/db';
import type { Schemas } from '../../openapi/json';
import { asOfNow, statusConflict } from '../lifecycle';
import type { Upload } from '../refinancing-documents/upload';
import { customerApplication } from '../store';

/** A salary certificate, an employment record and a few more: five files an application. */
export const applicationFilesMax = 5;

export async function editableCredit(
  db: BankDb | LedgerTx,
  clock: Clock,
  customerId: string,
  applicationId: string,
  { forUpdate = false } = {},
): Promise<LoanApplicationRow> {
  const application = await customerApplication(db, customerId, applicationId, { forUpdate });
  const { product, status } = asOfNow(application, clock);
  if ((product !== 'LOAN' && product !== 'REFIN') || status !== 'DEFAULT') throw statusConflict();
  return application;
}

export async function attachFile(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  upload: Omit<Upload, 'refLiabilityId'>,
): Promise<LoanApplicationFileRow> {
  return db.transaction(async (tx) => {
    const application = await editableCredit(tx, clock, customerId, applicationId, {
      forUpdate: true,
    });
    const [held] = await tx
      .select({ files: count() })
      .from(loanApplicationFiles)
      .where(eq(loanApplicationFiles.applicationId, application.id));
    if ((held?.files ?? 0) >= applicationFilesMax) {
      throw new BankError('APPLICATION_FILES_FULL', 409, { max: applicationFilesMax });
    }
    const [stored] = await tx
      .insert(loanApplicationFiles)
      .values({
        applicationId: application.id,
        fileName: upload.fileName,
        mediaType: upload.mediaType,
        size: upload.content.length,
        content: upload.content,
        uploadedAt: toDate(clock.now()),
      })
      .returning();
    if (!stored) throw new Error('attaching a file returned no row');
    return stored;
  });
}

/** Every column but the content: a list never carries the files. */
export async function filesOf(db: BankDb, customerId: string, applicationId: string) {
  const application = await customerApplication(db, customerId, applicationId);
  return db
    .select({
      id: loanApplicationFiles.id,
      fileName: loanApplicationFiles.fileName,
      mediaType: loanApplicationFiles.mediaType,
      size: loanApplicationFiles.size,
      uploadedAt: loanApplicationFiles.uploadedAt,
    })
    .from(loanApplicationFiles)
    .where(eq(loanApplicationFiles.applicationId, application.id))
    .orderBy(asc(loanApplicationFiles.uploadedAt), asc(loanApplicationFiles.id));
}

export async function removeFile(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  fileId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await editableCredit(tx, clock, customerId, applicationId, {
      forUpdate: true,
    });
    const removed = isUuid(fileId)
      ? await tx
          .delete(loanApplicationFiles)
          .where(
            and(
              eq(loanApplicationFiles.id, fileId),
              eq(loanApplicationFiles.applicationId, application.id),
            ),
          )
          .returning({ id: loanApplicationFiles.id })
      : [];
    if (removed.length === 0) {
      throw new BankError('NOT_FOUND', 404, {}, 'APPLICATION_FILE_NOT_FOUND');
    }
  });
}

export function applicationFileJson(
  row: Omit<LoanApplicationFileRow, 'applicationId' | 'content'>,
): Schemas['LoanApplicationFile'] {
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType as Schemas['LoanApplicationFile']['mediaType'],
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
