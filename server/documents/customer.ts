/**
 * The customer's calls on their documents (PRODUCT 4.5, 7 "Documents"): reading them once they
 * are ready, accepting a loan's one at a time in order (MAIN first), and the signing QR link.
 * Another customer's application, and under one product's prefix another product's, is
 * answered 404 like an unknown one.
 */
import { and, eq } from 'drizzle-orm';
import { statusConflict } from '../applications/lifecycle';
import { applicationNotFound, customerApplication } from '../applications/store';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import {
  type ApplicationDocumentType,
  type ApplicationProductColumn,
  applicationDocuments,
} from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { isUuid } from '../ledger/db';
import { documentSummariesOf, documentsOf } from './store';

/** Statuses in which the documents stand prepared. */
const preparedStatuses = ['READY_FOR_SIGN', 'SIGNED', 'COMPLETED'];

export function documentsNotReady(): BankError {
  return new BankError('DOCUMENTS_NOT_READY', 409);
}

export function documentNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'DOCUMENT_NOT_FOUND');
}

/** The products a call's prefix reaches. */
export type ProductScope = readonly ApplicationProductColumn[];
export const loanProducts: ProductScope = ['LOAN', 'REFIN'];

/** The customer's application when it is one of `products`; otherwise 404. */
export async function scopedApplication(
  db: BankDb | LedgerTx,
  customerId: string,
  applicationId: string,
  products: ProductScope,
  options: { forUpdate?: boolean } = {},
) {
  const application = await customerApplication(db, customerId, applicationId, options);
  if (!products.includes(application.product)) throw applicationNotFound();
  return application;
}

/** The prepared documents, all of them or those of one type, in the order they are accepted. */
export async function customerDocuments(
  db: BankDb,
  customerId: string,
  { applicationId, products }: { applicationId: string; products: ProductScope },
  documentType?: ApplicationDocumentType,
) {
  const application = await scopedApplication(db, customerId, applicationId, products);
  if (application.status === 'DOCUMENTS_PREPARATION') throw documentsNotReady();
  if (!preparedStatuses.includes(application.status)) throw statusConflict();
  const documents = await documentsOf(db, application.id, documentType);
  // Every package has a MAIN and an OTHER paper: none means none were stored yet.
  if (documents.length === 0) throw documentsNotReady();
  return documents;
}

/**
 * Accepts one document of an application READY_FOR_SIGN, only after every earlier one: the
 * standard form first, then the others in turn. Accepting one again changes nothing.
 */
export async function acceptDocument(
  db: BankDb,
  clock: Clock,
  customerId: string,
  { applicationId, docId }: { applicationId: string; docId: string },
) {
  return db.transaction(async (tx) => {
    const application = await scopedApplication(tx, customerId, applicationId, loanProducts, {
      forUpdate: true,
    });
    const documents = await documentSummariesOf(tx, application.id);
    const document = isUuid(docId) ? documents.find((row) => row.id === docId) : undefined;
    if (!document) throw documentNotFound();
    if (application.status !== 'READY_FOR_SIGN') throw statusConflict();
    if (document.acceptedAt !== null) return application;
    const earlierOpen = documents.some(
      (row) => row.position < document.position && row.acceptedAt === null,
    );
    if (earlierOpen) throw new BankError('DOCUMENT_ORDER', 409);
    await tx
      .update(applicationDocuments)
      .set({ acceptedAt: toDate(clock.now()) })
      .where(
        and(
          eq(applicationDocuments.id, document.id),
          eq(applicationDocuments.applicationId, application.id),
        ),
      );
    return application;
  });
}
