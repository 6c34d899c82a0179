/**
 * Signing sessions: the link behind the signing QR code and what the signing app does with it.
 * The token is 256 random bits; only its keyed hash (HMAC with the bank's secret, as for every
 * other token) is stored. A session lives 30 minutes on the bank's clock, a new QR ends the
 * earlier open ones, and signing moves the application by DOCUMENTS_SIGNED through the chart.
 * A loan's documents are accepted one by one before the QR; an account's or a deposit's have no
 * accept call (PRODUCT 7): the customer reads them in the app, and asking for the QR accepts them.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { applyEvent, statusConflict } from '../applications/lifecycle';
import { customerApplication } from '../applications/store';
import type { Secrets } from '../auth/secrets';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { applicationDocuments, type SigningSessionRow, signingSessions } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { LedgerTx } from '../ledger';
import { type ProductScope, scopedApplication } from './customer';
import { documentSummariesOf, revokeOpenSessions } from './store';

export const signingSessionMinutes = 30;

export function sessionNotFound(): BankError {
  return new BankError('NOT_FOUND', 404, {}, 'SIGNING_SESSION_NOT_FOUND');
}

export interface SigningRequest {
  customerId: string;
  applicationId: string;
  /** The products the caller's prefix reaches; another product's application is 404. */
  products: ProductScope;
  /** The QR call is the acceptance: every document is marked accepted with the session. */
  acceptsDocuments: boolean;
}

export interface Signing {
  /**
   * A new session for an application READY_FOR_SIGN whose documents are all accepted, or are
   * accepted now when the request `acceptsDocuments`.
   */
  open(request: SigningRequest): Promise<string>;
  /** The live session of a token; 404 when unknown, revoked or expired unsigned. */
  session(token: string): Promise<SigningSessionRow>;
  /** Signs the session's application; 409 (nothing changed) when the chart does not allow it. */
  sign(token: string): Promise<SigningSessionRow>;
}

interface SigningContext {
  db: BankDb;
  clock: Clock;
  secrets: Secrets;
}

const tokenHash = ({ secrets }: SigningContext, token: string) => secrets.hash('signing', token);

async function liveSession(context: SigningContext, reader: BankDb | LedgerTx, token: string) {
  const [session] = await reader
    .select()
    .from(signingSessions)
    .where(eq(signingSessions.tokenHash, tokenHash(context, token)));
  const expired = session !== undefined && session.expiresAt <= toDate(context.clock.now());
  // A signed session stays readable, so the signing app can show the result.
  if (!session || session.revokedAt !== null || (session.signedAt === null && expired)) {
    throw sessionNotFound();
  }
  return session;
}

/** Accepts every document now when the QR call is the acceptance, or checks they all were. */
async function acceptDocuments(
  tx: LedgerTx,
  applicationId: string,
  acceptsDocuments: boolean,
  now: Date,
) {
  const documents = await documentSummariesOf(tx, applicationId);
  if (documents.length > 0 && acceptsDocuments) {
    await tx
      .update(applicationDocuments)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(applicationDocuments.applicationId, applicationId),
          isNull(applicationDocuments.acceptedAt),
        ),
      );
  } else if (documents.length === 0 || documents.some((row) => row.acceptedAt === null)) {
    throw new BankError('DOCUMENTS_NOT_ACCEPTED', 409);
  }
}

function openSession(context: SigningContext, request: SigningRequest): Promise<string> {
  const { db, clock } = context;
  const { customerId, applicationId, products, acceptsDocuments } = request;
  return db.transaction(async (tx) => {
    const application = await scopedApplication(tx, customerId, applicationId, products, {
      forUpdate: true,
    });
    if (application.status !== 'READY_FOR_SIGN') throw statusConflict();
    const now = clock.now();
    await acceptDocuments(tx, application.id, acceptsDocuments, toDate(now));
    await revokeOpenSessions(tx, application.id, toDate(now));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(signingSessions).values({
      applicationId: application.id,
      tokenHash: tokenHash(context, token),
      createdAt: toDate(now),
      expiresAt: toDate(now.add({ minutes: signingSessionMinutes })),
    });
    return token;
  });
}

function signSession(context: SigningContext, token: string): Promise<SigningSessionRow> {
  const { db, clock } = context;
  return db.transaction(async (tx) => {
    const session = await liveSession(context, tx, token);
    const application = await customerApplication(tx, undefined, session.applicationId, {
      forUpdate: true,
    });
    const now = toDate(clock.now());
    const [signed] = await tx
      .update(signingSessions)
      .set({ signedAt: now })
      .where(
        and(
          eq(signingSessions.id, session.id),
          isNull(signingSessions.signedAt),
          isNull(signingSessions.revokedAt),
          gt(signingSessions.expiresAt, now),
        ),
      )
      .returning();
    // Signed already (or revoked meanwhile): the chart refuses signing twice.
    if (!signed) throw statusConflict();
    await applyEvent(tx, clock, application, 'DOCUMENTS_SIGNED');
    return signed;
  });
}

export function signingService(db: BankDb, clock: Clock, secrets: Secrets): Signing {
  const context: SigningContext = { db, clock, secrets };
  return {
    open: (request) => openSession(context, request),
    session: (token) => liveSession(context, db, token),
    sign: (token) => signSession(context, token),
  };
}
