/**
 * Preparing an application's documents. Entering DOCUMENTS_PREPARATION queues the job
 * `loan-applications.prepare-documents` in the transaction that moved the application (and
 * discards the papers of any earlier round). The job reads the facts, draws every paper on the
 * render workers with no transaction open (PGlite has one connection), then in one short
 * transaction stores them and moves the application on by DOCUMENTS_READY. A rerun finds the
 * application moved on and does nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { applyEvent } from '../applications/lifecycle';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { applicationDocuments, type LoanApplicationRow, loanApplications } from '../db/schema';
import type { JobLog, JobRegistrar } from '../jobs';
import { insertOccurrence } from '../jobs/queue';
import type { LedgerTx } from '../ledger';
import type { PdfRenderer } from '../pdf/worker-pool';
import { documentFacts } from './facts';
import { type DocumentFacts, type PaperInput, papersFor } from './model';
import { discardDocuments } from './store';

export const prepareDocumentsJob = 'loan-applications.prepare-documents';
const maxAttempts = 5;

export type DocumentRenderer = PdfRenderer<PaperInput>;

/** Registered for every product on entering DOCUMENTS_PREPARATION (app.ts). */
export async function queueDocumentPreparation(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  const now = clock.now();
  await discardDocuments(tx, application.id, toDate(now));
  // Each entry into the status is its own occurrence: an application may come back to it after
  // a refresh, and the earlier occurrence's key must not swallow the new round.
  await insertOccurrence(
    tx,
    {
      name: prepareDocumentsJob,
      key: `${application.id}/${randomUUID()}`,
      runAt: now,
      payload: { applicationId: application.id },
      maxAttempts,
    },
    now,
  );
}

function applicationById(db: BankDb | LedgerTx, id: string) {
  return db.select().from(loanApplications).where(eq(loanApplications.id, id));
}

/** The same facts apart from the moment they were read. */
function sameFacts(a: DocumentFacts | undefined, b: DocumentFacts): boolean {
  return a !== undefined && isDeepStrictEqual({ ...a, preparedAt: 0 }, { ...b, preparedAt: 0 });
}

export async function prepareDocuments(
  {
    db,
    clock,
    renderer,
    log,
  }: { db: BankDb; clock: Clock; renderer: DocumentRenderer; log: JobLog },
  applicationId: string,
): Promise<void> {
  const [application] = await applicationById(db, applicationId);
  if (application?.status !== 'DOCUMENTS_PREPARATION') return;
  const facts = await documentFacts(db, clock, application);
  if (!facts) {
    log.warn({ applicationId }, 'no accepted offer or deposit terms to prepare documents from');
    return;
  }
  const papers = papersFor(facts);
  const pdfs = await Promise.all(papers.map(({ kind }) => renderer.render({ kind, facts })));
  await db.transaction(async (tx) => {
    const [locked] = await applicationById(tx, applicationId).for('update');
    if (locked?.status !== 'DOCUMENTS_PREPARATION') return;
    if (!sameFacts(await documentFacts(tx, clock, locked), facts)) {
      // Thrown, so the queue retries with the new figures.
      throw new Error(`application ${applicationId} changed while its documents were drawn`);
    }
    const stored = await tx.$count(
      applicationDocuments,
      eq(applicationDocuments.applicationId, applicationId),
    );
    if (stored === 0) {
      const createdAt = toDate(clock.now());
      await tx.insert(applicationDocuments).values(
        papers.map((paper, index) => {
          const content = pdfs[index] ?? Buffer.alloc(0);
          return {
            applicationId,
            documentType: paper.documentType,
            kind: paper.kind,
            position: paper.position,
            language: facts.locale,
            content,
            sha256: createHash('sha256').update(content).digest('hex'),
            createdAt,
          };
        }),
      );
    }
    await applyEvent(tx, clock, locked, 'DOCUMENTS_READY');
  });
}

export function registerDocumentJobs(
  jobs: JobRegistrar,
  { renderer, log }: { renderer: DocumentRenderer; log: JobLog },
) {
  jobs.define(
    prepareDocumentsJob,
    async ({ db, clock, job }) => {
      const { applicationId } = job.payload;
      if (typeof applicationId !== 'string') throw new Error(`job ${job.key} has no application`);
      await prepareDocuments({ db, clock, renderer, log }, applicationId);
    },
    { maxAttempts },
  );
}
