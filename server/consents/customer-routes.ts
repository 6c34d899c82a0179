/**
 * The customer's consent calls under /api/v1: the list and one consent (each one statement,
 * writing nothing), the answers to a third party's request (authorise with a code, confirm,
 * resend, reject), the revoke, and the bank's own other consents. Another customer's consent is
 * a 404 like one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../auth';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import {
  type AnswerContext,
  authorizeConsent,
  confirmConsent,
  rejectConsent,
  resendConsentCode,
  revokeConsent,
} from './answers';
import { consentDetailsJson, consentJson } from './json';
import { listOtherConsents, otherConsentJson, withdrawOtherConsent } from './other-consents';
import { consentDetails, listConsents } from './store';
import { redirectBack } from './third-parties';

const codeOptions = (request: FastifyRequest) => ({
  locale: requestLocale(request),
  requester: { ip: request.ip },
});

export function registerConsentRoutes(app: FastifyInstance, context: AnswerContext) {
  const { db, clock } = context;

  /** The consent as the customer's pages show it after an answer, and where the browser goes. */
  async function answered(request: FastifyRequest, customerId: string, id: string) {
    const row = await consentDetails(db, clock.now(), customerId, id, { before: null, limit: 0 });
    return {
      consent: consentJson(row, requestLocale(request)),
      redirectUri: redirectBack(row.redirect_uri, row.id),
    };
  }

  registerOperation(app, 'listAccountConsents', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { status, cursor, limit = 20 } = request.query;
    const page = await listConsents(db, clock.now(), customerId, { status, cursor, limit });
    const locale = requestLocale(request);
    return {
      items: page.items.map((row) => consentJson(row, locale)),
      nextCursor: page.nextCursor,
    };
  });

  registerOperation(app, 'getAccountConsent', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { logCursor, logLimit = 20 } = request.query;
    // The contract lets only a log id through as the cursor.
    const row = await consentDetails(db, clock.now(), customerId, request.params.id, {
      before: logCursor ?? null,
      limit: logLimit,
    });
    return consentDetailsJson(row, requestLocale(request), logLimit);
  });

  registerOperation(app, 'authorizeAccountConsent', async (request, reply) => {
    const { customer } = signedIn(request);
    const { accountIds } = request.body;
    const challenge = await authorizeConsent(
      context,
      customer,
      request.params.id,
      accountIds,
      codeOptions(request),
    );
    return reply.code(202).send(challenge);
  });

  registerOperation(app, 'confirmAccountConsent', async (request) => {
    const customerId = signedIn(request).customer.id;
    await confirmConsent(context, customerId, request.params.id, request.body);
    return answered(request, customerId, request.params.id);
  });

  registerOperation(app, 'resendAccountConsentCode', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { sessionId } = request.body;
    return resendConsentCode(
      context,
      customerId,
      request.params.id,
      sessionId,
      codeOptions(request),
    );
  });

  registerOperation(app, 'rejectAccountConsent', async (request) => {
    const customerId = signedIn(request).customer.id;
    await rejectConsent(context, customerId, request.params.id);
    return answered(request, customerId, request.params.id);
  });

  registerOperation(app, 'revokeAccountConsent', async (request) => {
    const customerId = signedIn(request).customer.id;
    await revokeConsent(context, customerId, request.params.id);
    return (await answered(request, customerId, request.params.id)).consent;
  });

  registerOperation(app, 'listOtherConsents', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { cursor, limit = 20 } = request.query;
    const page = await listOtherConsents(db, customerId, { cursor, limit });
    const locale = requestLocale(request);
    return {
      items: page.items.map((row) => otherConsentJson(row, locale)),
      nextCursor: page.nextCursor,
    };
  });

  registerOperation(app, 'withdrawOtherConsent', async (request) => {
    const customerId = signedIn(request).customer.id;
    const row = await withdrawOtherConsent(context, customerId, request.params.id);
    return otherConsentJson(row, requestLocale(request));
  });
}
