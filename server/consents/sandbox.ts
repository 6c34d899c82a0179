/**
 * The sandbox's third parties, played on the server so their secrets never reach a browser:
 * the /sandbox-tpp page asks here, and this code calls /psd2/v1 through the app's real HTTP
 * surface (app.inject, with the third party's Basic credentials), as the third party's own
 * server would. A refusal of /psd2/v1 is what the third party got, answered as data.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BankDb } from '../db/client';
import { thirdParties } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { MessageKey } from '../i18n';
import { requestLocale } from '../i18n';
import type { Schemas } from '../openapi/json';
import { registerOperation } from '../openapi/operations';
import { type SandboxThirdParty, sandboxThirdParties, sandboxTppPage } from './third-parties';

type Endpoint = Schemas['SandboxTppRefusal']['endpoint'];

class Refused extends Error {
  constructor(readonly refusal: Schemas['SandboxTppRefusal']) {
    super(refusal.code);
  }
}

function sandboxParty(tppId: string): SandboxThirdParty {
  const party = sandboxThirdParties.find((candidate) => candidate.id === tppId);
  if (!party) throw new BankError('NOT_FOUND', 404);
  return party;
}

/** The third party's HTTP client: Basic credentials, the caller's language, JSON back. */
function psd2Client(app: FastifyInstance, party: SandboxThirdParty, request: FastifyRequest) {
  const basic = Buffer.from(`${party.clientId}:${party.secret}`).toString('base64');
  const baseHeaders = {
    authorization: `Basic ${basic}`,
    'accept-language': request.headers['accept-language'] ?? 'az',
  };
  return async <T>(
    endpoint: Endpoint,
    options: {
      method?: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      body?: unknown;
    },
  ): Promise<{ status: number; body: T }> => {
    const response = await app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: { ...baseHeaders, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    const body = response.json() as T & { code?: string; message?: string };
    if (response.statusCode >= 400) {
      throw new Refused({
        httpStatus: response.statusCode,
        code: body.code ?? 'UNEXPECTED',
        message: body.message ?? '',
        endpoint,
      });
    }
    return { status: response.statusCode, body };
  };
}

async function readAll(
  call: ReturnType<typeof psd2Client>,
  consentId: string,
  attended: { headers: Record<string, string> },
  today: string,
  read: Schemas['SandboxTppRead'],
) {
  const status = await call<Schemas['ConsentStatusResponse']>('CONSENT_STATUS', {
    url: `/psd2/v1/consents/${consentId}/status`,
  });
  read.consentStatus = status.body.consentStatus;
  const consent = { headers: { 'consent-id': consentId, ...attended.headers } };
  const { body } = await call<Schemas['Psd2AccountList']>('ACCOUNTS', {
    url: '/psd2/v1/accounts',
    ...consent,
  });
  const information = await call<Schemas['ConsentInformation']>('CONSENT_STATUS', {
    url: `/psd2/v1/consents/${consentId}`,
  });
  const { balances: mayBalances, transactions: mayTransactions } = information.body.access;
  const from = monthBefore(today);
  for (const account of body.accounts) {
    const data: Schemas['SandboxTppAccountData'] = { account, balances: null, transactions: null };
    read.accounts.push(data);
    const base = `/psd2/v1/accounts/${account.resourceId}`;
    if (mayBalances) {
      const found = await call<Schemas['Psd2Balances']>('BALANCES', {
        url: `${base}/balances`,
        ...consent,
      });
      data.balances = found.body.balances;
    }
    if (mayTransactions) {
      const found = await call<Schemas['Psd2Transactions']>('TRANSACTIONS', {
        url: `${base}/transactions?dateFrom=${from}&limit=5`,
        ...consent,
      });
      data.transactions = found.body.transactions.booked;
    }
  }
}

function monthBefore(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 30);
  return day.toISOString().slice(0, 10);
}

export function registerSandboxTppRoutes(
  app: FastifyInstance,
  { db, today }: { db: BankDb; today: () => string },
) {
  registerOperation(app, 'listSandboxTpps', async (request) => {
    const locale = requestLocale(request);
    const rows = await db.select().from(thirdParties).orderBy(thirdParties.name);
    const sandboxIds = new Set(sandboxThirdParties.map((party) => party.id));
    return rows
      .filter((row) => sandboxIds.has(row.id))
      .map((row) => ({
        id: row.id,
        name: row.name,
        description: row.descriptions[locale],
        clientId: row.clientId,
        redirectUris: row.redirectUris,
      }));
  });

  registerOperation(app, 'requestSandboxTppConsent', async (request, reply) => {
    const party = sandboxParty(request.params.tppId);
    const call = psd2Client(app, party, request);
    try {
      const { body } = await call<Schemas['ConsentCreated']>('CONSENT_STATUS', {
        method: 'POST',
        url: '/psd2/v1/consents',
        headers: {
          'tpp-redirect-uri': `${sandboxTppPage(requestLocale(request))}?tpp=${party.id}`,
        },
        body: request.body,
      });
      return reply.code(201).send({
        consentId: body.consentId,
        consentStatus: body.consentStatus,
        scaRedirect: body._links.scaRedirect.href,
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      // The bank's own refusal of the third party's request, passed on as it came.
      throw new BankError(error.refusal.code as MessageKey, 400);
    }
  });

  registerOperation(app, 'readSandboxTppData', async (request) => {
    const party = sandboxParty(request.params.tppId);
    const call = psd2Client(app, party, request);
    const attended = request.body?.attended ?? true;
    const headers: Record<string, string> = attended ? { 'psu-ip-address': request.ip } : {};
    const read: Schemas['SandboxTppRead'] = {
      consentId: request.params.consentId,
      consentStatus: null,
      accounts: [],
      refusal: null,
    };
    try {
      await readAll(call, request.params.consentId, { headers }, today(), read);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      read.refusal = error.refusal;
    }
    return read;
  });
}
