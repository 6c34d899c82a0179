/**
 * The sandbox's signing app calls (sandbox mode only): what a QR link shows, each document's
 * PDF, and signing. The token in the path is the only credential, as with a real signing app.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerApplication } from '../applications/store';
import type { BankDb } from '../db/client';
import {
  applicationDocuments,
  type LoanApplicationRow,
  type SigningSessionRow,
} from '../db/schema';
import { type Locale, requestLocale } from '../i18n';
import { isUuid } from '../ledger/db';
import { amount } from '../openapi/json';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { documentNotFound } from './customer';
import type { Signing } from './signing';
import { documentSummariesOf } from './store';
import { paperTitle } from './texts/titles';

/**
 * What is being signed, in major units of its currency: a loan's accepted amount and term, a
 * deposit's amount and term; an account has neither (0).
 */
function amountAndTerm(application: LoanApplicationRow) {
  const { product, currency } = application;
  if (product === 'ACCOUNT') return { amount: 0, term: 0 };
  if (product === 'DEPOSIT') {
    return {
      amount: amount(application.requestedAmount, currency),
      term: application.depositTerms?.termMonths ?? 0,
    };
  }
  return {
    amount: amount(application.acceptedAmount ?? 0n, currency),
    term: application.acceptedTerm ?? 0,
  };
}

async function sessionJson(db: BankDb, session: SigningSessionRow, locale: Locale) {
  const application = await customerApplication(db, undefined, session.applicationId);
  const documents = await documentSummariesOf(db, application.id);
  return {
    applicationId: application.id,
    status: session.signedAt === null ? ('OPEN' as const) : ('SIGNED' as const),
    product: application.product,
    ...amountAndTerm(application),
    currency: application.currency,
    documents: documents.map((document) => ({
      id: document.id,
      documentType: document.documentType,
      title: paperTitle(document.kind, locale),
    })),
  };
}

export function registerSigningRoutes(
  app: FastifyInstance,
  { db }: BankDependencies,
  signing: Signing,
) {
  registerOperation(app, 'getSandboxSigningSession', async (request) =>
    sessionJson(db, await signing.session(request.params.token), requestLocale(request)),
  );

  registerOperation(app, 'getSandboxSigningDocument', async (request, reply) => {
    const session = await signing.session(request.params.token);
    const { docId } = request.params;
    const [document] = isUuid(docId)
      ? await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docId))
      : [];
    if (document?.applicationId !== session.applicationId) throw documentNotFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${document.kind.toLowerCase()}.pdf"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(document.content);
  });

  registerOperation(app, 'signSandboxSigningSession', async (request) =>
    sessionJson(db, await signing.sign(request.params.token), requestLocale(request)),
  );
}
