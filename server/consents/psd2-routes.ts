/**
 * The third party's API under /psd2/v1 (Berlin Group NextGenPSD2 style). Every call is signed
 * with HTTP Basic, checked in this scope's onRequest hook before the body is even parsed. The
 * consent calls answer only the caller's own consents (403 CONSENT_UNKNOWN otherwise); every
 * read goes through the gate (gate.ts).
 */
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import type { Secrets } from '../auth/secrets';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { accountConsents } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { requestLocale } from '../i18n';
import { isUuid } from '../ledger/db';
import { registerOperation } from '../openapi/operations';
import { createConsent } from './create';
import { type ConsentRead, consentUnknown, statusAsOf, underConsent } from './gate';
import { accountReference } from './products';
import { coveredProducts, readAccounts, readBalances, readTransactions } from './psd2-data';
import { authenticateThirdParty, thirdPartyOf } from './third-parties';

export interface Psd2Context {
  db: BankDb;
  clock: Clock;
  secrets: Secrets;
}

async function ownConsent(db: BankDb, request: FastifyRequest<{ Params: { consentId: string } }>) {
  const party = thirdPartyOf(request);
  const { consentId } = request.params;
  if (!isUuid(consentId)) throw consentUnknown();
  const [consent] = await db
    .select()
    .from(accountConsents)
    .where(and(eq(accountConsents.id, consentId), eq(accountConsents.thirdPartyId, party.id)));
  if (!consent) throw consentUnknown();
  return consent;
}

/** The gate's description of a read: who, under which consent, what, attended or not. */
function readOf(
  request: FastifyRequest,
  endpoint: ConsentRead['endpoint'],
  productId: string | null,
): ConsentRead {
  const headers = request.headers;
  const consentId = headers['consent-id'];
  return {
    thirdPartyId: thirdPartyOf(request).id,
    consentId: typeof consentId === 'string' ? consentId : '',
    endpoint,
    productId,
    attended: typeof headers['psu-ip-address'] === 'string',
  };
}

export async function registerPsd2Routes(app: FastifyInstance, context: Psd2Context) {
  const { db, clock, secrets } = context;
  app.addHook('onRequest', (request) => authenticateThirdParty(db, secrets, request));

  registerOperation(app, 'createConsent', async (request, reply) => {
    const party = thirdPartyOf(request);
    const created = await createConsent(context, party, request.body, {
      redirectUri: request.headers['tpp-redirect-uri'],
    });
    const self = `/psd2/v1/consents/${created.id}`;
    return reply.code(201).send({
      consentId: created.id,
      consentStatus: 'received' as const,
      _links: {
        scaRedirect: { href: `/consents/${created.id}/authorize` },
        self: { href: self },
        status: { href: `${self}/status` },
      },
    });
  });

  registerOperation(app, 'getConsent', async (request) => {
    const consent = await ownConsent(db, request);
    const today = bakuDate(clock.now()).toString();
    const status = statusAsOf(consent, today);
    const accounts = await coveredProducts(db, consent);
    return {
      consentId: consent.id,
      access: {
        accounts: true,
        balances: consent.readsBalances,
        transactions: consent.readsTransactions,
      },
      recurringIndicator: consent.recurring,
      validUntil: consent.validUntil,
      frequencyPerDay: consent.frequencyPerDay,
      lastActionDate: bakuDate(
        Temporal.Instant.fromEpochMilliseconds(consent.statusChangedAt.getTime()),
      ).toString(),
      consentStatus: status,
      accounts: accounts.map(accountReference),
    };
  });

  registerOperation(app, 'getConsentStatus', async (request) => {
    const consent = await ownConsent(db, request);
    return { consentStatus: statusAsOf(consent, bakuDate(clock.now()).toString()) };
  });

  registerOperation(app, 'deleteConsent', async (request, reply) => {
    const consent = await ownConsent(db, request);
    const now = clock.now();
    // Conditional: only a consent that still gives or may give access is ended; an expired,
    // rejected or revoked one keeps its status.
    await db
      .update(accountConsents)
      .set({ status: 'terminatedByTpp', statusChangedAt: toDate(now) })
      .where(
        and(
          eq(accountConsents.id, consent.id),
          inArray(accountConsents.status, ['received', 'valid']),
          gte(accountConsents.validUntil, bakuDate(now).toString()),
        ),
      );
    return reply.code(204).send();
  });

  registerOperation(app, 'readConsentAccounts', async (request) => {
    const withBalance = request.query.withBalance ?? false;
    const read = readOf(request, withBalance ? 'BALANCES' : 'ACCOUNTS', null);
    return underConsent(db, clock, read, (open) =>
      readAccounts(open, requestLocale(request), withBalance),
    );
  });

  registerOperation(app, 'readConsentBalances', async (request) => {
    const { accountId } = request.params;
    return underConsent(db, clock, readOf(request, 'BALANCES', accountId), (open) =>
      readBalances(open, accountId),
    );
  });

  registerOperation(app, 'readConsentTransactions', async (request) => {
    const { accountId } = request.params;
    const { dateFrom, cursor, limit = 50 } = request.query;
    // Nothing is booked after today: a later dateTo reads up to today.
    const today = bakuDate(clock.now()).toString();
    const asked = request.query.dateTo ?? today;
    const dateTo = asked > today ? today : asked;
    if (dateFrom > dateTo) throw new BankError('PERIOD_INVALID', 400);
    const query = { dateFrom, dateTo, before: cursor ?? null, limit };
    const found = await underConsent(
      db,
      clock,
      readOf(request, 'TRANSACTIONS', accountId),
      (open) => readTransactions(open, accountId, query, requestLocale(request)),
    );
    const next = found.nextBefore
      ? `/psd2/v1/accounts/${accountId}/transactions?${new URLSearchParams({
          dateFrom,
          dateTo,
          cursor: found.nextBefore,
          limit: String(limit),
        })}`
      : null;
    return {
      account: found.account,
      transactions: { booked: found.booked, _links: next ? { next: { href: next } } : {} },
    };
  });
}
