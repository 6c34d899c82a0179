/**
 * Issue 13, what the bank gives away beyond its rules: API answers kept in caches (L3), browser
 * features left open (Permissions-Policy), the sandbox clock moved out of range (L4), signing
 * links built from the caller's Host header (L5), the API reference published in production,
 * and ids longer than the contract allows answered in Fastify's shape instead of the bank's.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDate } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { currentAccounts, customers, loanApplications } from '../../server/db/schema';
import { leyla, signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import { sandboxEvent } from './support/loan-applications';

const publicUrl = 'https://sandbox.bank.example';
const html = { accept: 'text/html,application/xhtml+xml' };
let bank: TestBank;
let token: string;

beforeAll(async () => {
  bank = await startTestBank({ publicUrl }, { demoData: true });
  token = (await signIn(bank, leyla)).accessToken;
}, 60_000);
afterAll(() => bank.close());

const as = (headers: Record<string, string> = {}) => ({
  authorization: token,
  'accept-language': 'en',
  ...headers,
});

async function leylaRow() {
  const [customer] = await bank.database.db
    .select()
    .from(customers)
    .where(eq(customers.identifierValue, leyla.identifierValue));
  if (!customer) throw new Error('Leyla is not seeded');
  return customer;
}

/** One answer of each kind the API gives: data, refusals, not found, a PDF, the contract. */
const apiAnswers: Array<[string, () => Promise<InjectResponse>, number]> = [
  ['customer data', () => bank.app.inject({ url: '/api/v1/user/info', headers: as() }), 200],
  ['no token', () => bank.app.inject({ url: '/api/v1/user/info' }), 401],
  ['unknown address', () => bank.app.inject({ url: '/api/v2/nothing' }), 404],
  [
    'invalid body',
    () => bank.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} }),
    400,
  ],
  ['sandbox call', () => bank.app.inject({ url: '/sandbox/v1/sms' }), 200],
  ['the contract', () => bank.app.inject({ url: '/api/docs/json' }), 200],
  [
    'an id too long for the contract',
    () => bank.app.inject({ url: `/api/v1/accounts/${'a'.repeat(200)}`, headers: as() }),
    400,
  ],
  [
    'an address that is not valid percent-encoding',
    () => bank.app.inject({ url: '/api/v1/accounts/%E0%A4%A' }),
    400,
  ],
  [
    'a PDF statement',
    async () => {
      const [account] = await bank.database.db
        .select()
        .from(currentAccounts)
        .where(eq(currentAccounts.customerId, (await leylaRow()).id));
      const query = 'from=2026-02-01&to=2026-02-28';
      const url = `/api/v1/accounts/${account?.id}/statement?${query}`;
      return bank.app.inject({ url, headers: as() });
    },
    200,
  ],
];

describe('API answers are never stored by a browser or a proxy (L3)', () => {
  it.each(apiAnswers)('%s', async (_kind, send, status) => {
    const response = await send();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('leaves the web app’s own caching alone', async () => {
    const page = await bank.app.inject({ url: '/en/accounts', headers: html });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.pragma).toBeUndefined();
    const asset = await bank.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Permissions-Policy', () => {
  const others: Array<[string, () => Promise<InjectResponse>]> = [
    ['the app shell', () => bank.app.inject({ url: '/en/accounts', headers: html })],
    ['an asset', () => bank.app.inject({ url: '/assets/index-3f9a1c.js' })],
    ['a missing asset', () => bank.app.inject({ url: '/assets/gone.js' })],
  ];
  it.each([...apiAnswers.map(([kind, send]) => [kind, send] as const), ...others])(
    'turns off the browser features the bank does not use: %s',
    async (_kind, send) => {
      const policy = String((await send()).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // The copy buttons write to the clipboard.
      expect(policy).not.toContain('clipboard');
      // Passkeys: signing in and adding one on the bank's own pages, in no other origin's frame.
      expect(policy).toContain('publickey-credentials-get=(self)');
      expect(policy).toContain('publickey-credentials-create=(self)');
    },
  );
});

describe('the signing link (L5)', () => {
  /** Leyla's account application, its papers prepared, waiting for her signature. */
  async function accountReadyForSign() {
    const customer = await leylaRow();
    const now = toDate(bank.clock.now());
    const [row] = await bank.database.db
      .insert(loanApplications)
      .values({
        customerId: customer.id,
        product: 'ACCOUNT',
        currency: 'USD',
        language: 'en',
        status: 'INSURANCE_SELECTIONS',
        requestedAmount: 0n,
        customerPhone: customer.phone.slice(3),
        depositInsuranceReadAt: now,
        deadline: toDate(bank.clock.now().add({ hours: 72 })),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('not inserted');
    expect((await sandboxEvent(bank, row.id, 'INSURANCE_SKIPPED')).statusCode).toBe(200);
    await bank.app.jobs.runDueJobs();
    return row.id;
  }

  it('is built from PUBLIC_URL, whatever Host the caller sends', async () => {
    const id = await accountReadyForSign();
    for (const host of ['evil.example', 'localhost:3000']) {
      const response = await bank.app.inject({
        method: 'POST',
        url: `/account-application/v1/qr/generate?applicationId=${id}`,
        headers: as({ host, 'x-forwarded-host': 'evil.example' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const link = response.json<{ data: string }>().data;
      expect(link).toMatch(/^https:\/\/sandbox\.bank\.example\/sandbox-signing\/[\w-]{43}$/);
    }
  });
});

describe('ids the contract refuses (issue 13, "Also")', () => {
  const bankShape = async (response: InjectResponse) => {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.message as string;
  };

  it.each([65, 101, 5000])('answers an id of %i characters with the bank’s 400', async (length) => {
    const id = 'a'.repeat(length);
    const sandboxCall = await bank.app.inject({
      method: 'POST',
      url: `/sandbox/v1/loan-applications/${id}/events`,
      payload: { type: 'INSURANCE_SKIPPED' },
      headers: { 'accept-language': 'en' },
    });
    expect(await bankShape(sandboxCall)).toBe('The field "id" has an invalid value');
    const customerCall = await bank.app.inject({
      url: `/api/loan-applications/v1/loan-applications/${id}`,
      headers: as(),
    });
    expect(await bankShape(customerCall)).toBe('The field "id" has an invalid value');
    const deletion = await bank.app.inject({
      method: 'DELETE',
      url: `/api/loan-applications/v1/loan-applications/abc/refinancing-documents/${id}`,
      headers: as(),
    });
    await bankShape(deletion);
  });

  it('answers an id longer than any request line Node takes with the bank’s 400', async () => {
    const id = 'a'.repeat(20_000);
    const sandboxCall = await bank.app.inject({
      method: 'POST',
      url: `/sandbox/v1/loan-applications/${id}/events`,
      payload: { type: 'INSURANCE_SKIPPED' },
      headers: { 'accept-language': 'en' },
    });
    expect(await bankShape(sandboxCall)).toBe('The request is not valid.');
  });

  it('answers an address that is not valid percent-encoding with the bank’s 400', async () => {
    const response = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/loan-applications/%E0%A4%A/events',
      payload: {},
      headers: { 'accept-language': 'ru' },
    });
    expect(await bankShape(response)).toBe('Запрос составлен неверно.');
  });

  it('still answers a well-formed id that is not there with 404', async () => {
    const response = await bank.app.inject({
      url: '/api/loan-applications/v1/loan-applications/no-such-application',
      headers: as(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the API reference in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(32) };

  async function productionBank(env: Record<string, string>) {
    const { apiDocs } = loadConfig(env);
    return startTestBank({ nodeEnv: 'production', sandbox: false, apiDocs });
  }

  it('is not published unless API_DOCS=1', async () => {
    const closed = await productionBank(production);
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        const response = await closed.app.inject({ url, headers: html });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    } finally {
      await closed.close();
    }
  });

  it('is published with API_DOCS=1', async () => {
    const open = await productionBank({ ...production, API_DOCS: '1' });
    try {
      const response = await open.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().openapi).toMatch(/^3\./);
    } finally {
      await open.close();
    }
  });
});

describe('the sandbox clock’s reach (L4)', () => {
  let clockBank: TestBank;
  beforeAll(async () => {
    clockBank = await startTestBank();
  });
  afterAll(() => clockBank.close());

  const clockOf = async () =>
    (await clockBank.app.inject({ url: '/sandbox/v1/clock' })).json<{
      now: string;
      offsetSeconds: number;
    }>();
  const move = (payload: object) =>
    clockBank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      headers: { 'accept-language': 'en' },
      payload,
    });
  const tooFar = "The bank's clock can be moved at most 5 years ahead of real time.";

  it.each([
    { until: '9999-12-31' },
    { until: '2031-03-03' },
    { until: '+010000-01-01T00:00:00Z' },
    { days: 36_500 },
    { days: 5 * 366 },
  ])('refuses %o and keeps the clock where it was', async (payload) => {
    const before = await clockOf();
    const response = await move(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await clockOf()).toEqual(before);
  });

  it('moves up to 5 years ahead of real time, and no further step by step', async () => {
    // Real time is 2026-03-02T08:00Z, 12:00 in Baku: the limit is 2031-03-02T08:00Z.
    expect((await move({ until: '2031-02-28T08:00:00Z' })).statusCode).toBe(200);
    const toLimit = await move({ days: 2 });
    expect(toLimit.statusCode, toLimit.body).toBe(200);
    expect(toLimit.json()).toMatchObject({ now: '2031-03-02T08:00:00Z' });
    const beyond = await move({ days: 1 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ code: 'VALIDATION_FAILED', message: tooFar });
    expect((await clockOf()).now).toBe('2031-03-02T08:00:00Z');
  });
});
