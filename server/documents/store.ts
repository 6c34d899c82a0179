/** Reading and writing an application's prepared documents and its signing sessions. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BankDb } from '../db/client';
import { type ApplicationDocumentType, applicationDocuments, signingSessions } from '../db/schema';
import type { LedgerTx } from '../ledger';

type Reader = BankDb | LedgerTx;

/** The documents in the order the customer accepts them; without content unless asked. */
export function documentsOf(
  db: Reader,
  applicationId: string,
  documentType?: ApplicationDocumentType,
) {
  return db
    .select()
    .from(applicationDocuments)
    .where(
      documentType === undefined
        ? eq(applicationDocuments.applicationId, applicationId)
        : and(
            eq(applicationDocuments.applicationId, applicationId),
            eq(applicationDocuments.documentType, documentType),
          ),
    )
    .orderBy(asc(applicationDocuments.position));
}

/** What the lists need without the PDF bytes. */
export function documentSummariesOf(db: Reader, applicationId: string) {
  return db
    .select({
      id: applicationDocuments.id,
      documentType: applicationDocuments.documentType,
      kind: applicationDocuments.kind,
      position: applicationDocuments.position,
      acceptedAt: applicationDocuments.acceptedAt,
    })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.position));
}

/** Ends every unsigned session of the application that is still open. */
export async function revokeOpenSessions(tx: LedgerTx, applicationId: string, now: Date) {
  await tx
    .update(signingSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(signingSessions.applicationId, applicationId),
        isNull(signingSessions.signedAt),
        isNull(signingSessions.revokedAt),
      ),
    );
}

/** A new round of preparation: the papers of an earlier round (another offer) no longer apply. */
export async function discardDocuments(tx: LedgerTx, applicationId: string, now: Date) {
  await revokeOpenSessions(tx, applicationId, now);
  await tx
    .delete(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
}
