/**
 * The sandbox's third parties (issue 18) on the seeded bank: listed without their secrets,
 * played on the server through /psd2/v1 (request a consent, read what it allows, the refusal
 * after a revoke or past frequencyPerDay as data), the demo customers' seeded consents, and
 * /sandbox/v1/tpps absent outside the sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { leyla as leylaIdentity, signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import {
  type AccountConsent,
  basic,
  budce,
  consentOf,
  consentRequest,
  revoke,
  sendConsentCode,
} from './support/consents';
import { getAs, postAs, type TransferCustomer } from './support/transfer-execution';

type Schemas = components['schemas'];

let bank: TestBank;
let leyla: TransferCustomer;

beforeAll(async () => {
  bank = await startTestBank({}, { demoData: true });
  const { accessToken } = await signIn(bank, leylaIdentity);
  leyla = { token: accessToken, phone: leylaIdentity.phone } as TransferCustomer;
});
afterAll(async () => {
  await bank?.close();
});

const requestAs = (tppId: string, body: object) =>
  bank.app.inject({
    method: 'POST',
    url: `/sandbox/v1/tpps/${tppId}/consents`,
    headers: { 'accept-language': 'en' },
    payload: body,
  });

const readAs = (tppId: string, consentId: string, attended = true) =>
  bank.app.inject({
    method: 'POST',
    url: `/sandbox/v1/tpps/${tppId}/consents/${consentId}/read`,
    headers: { 'accept-language': 'en' },
    payload: { attended },
  });

describe('the sandbox third parties', () => {
  it('are listed with their client ids and redirect URIs, never their secrets', async () => {
    const response = await bank.app.inject({ method: 'GET', url: '/sandbox/v1/tpps' });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json() as Schemas['SandboxTpp'][];
    expect(listed.map((party) => party.name).sort()).toEqual(['Büdcə', 'Kredit Bazarı']);
    expect(listed[0]?.redirectUris).toEqual(
      expect.arrayContaining(['/sandbox-tpp', '/ru/sandbox-tpp', '/en/sandbox-tpp']),
    );
    expect(response.body).not.toContain(budce.secret);
  });

  it('authenticate with the README credentials once the server has registered them', async () => {
    const response = await bank.app.inject({
      method: 'GET',
      url: '/psd2/v1/consents/00000000-0000-4000-8000-000000000000/status',
      headers: { authorization: basic(budce) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CONSENT_UNKNOWN' });
  });

  it('pass on the bank refusal of a request', async () => {
    const response = await requestAs('budce', consentRequest({ validUntil: '2027-12-31' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CONSENT_VALID_UNTIL_TOO_FAR' });
    expect((await requestAs('nobody', consentRequest())).statusCode).toBe(404);
  });

  it('play the whole loop: request, authorise two accounts, read, revoke, refused', async () => {
    const requested = await requestAs('budce', consentRequest({ frequencyPerDay: 1 }));
    expect(requested.statusCode, requested.body).toBe(201);
    const { consentId, scaRedirect } = requested.json() as Schemas['SandboxTppConsent'];
    expect(scaRedirect).toBe(`/consents/${consentId}/authorize`);
    const request = await consentOf(bank, leyla, consentId);
    const chosen = request.grantable
      .filter((account) => account.type === 'CURRENT_ACCOUNT')
      .slice(0, 2)
      .map((account) => account.id);
    expect(chosen).toHaveLength(2);
    const confirmation = await sendConsentCode(bank, leyla, consentId, chosen);
    const confirmed = await postAs(
      bank,
      leyla.token,
      `/api/v1/account-consents/${consentId}/confirm`,
      {
        accountIds: chosen,
        confirmation,
      },
    );
    // Asked in English: the way back is the English page of the third party.
    expect(confirmed.json().redirectUri).toBe(`/en/sandbox-tpp?tpp=budce&consentId=${consentId}`);

    const read = (await readAs('budce', consentId)).json() as Schemas['SandboxTppRead'];
    expect(read.refusal).toBeNull();
    expect(read.consentStatus).toBe('valid');
    expect(read.accounts.map((data) => data.account.resourceId)).toEqual(chosen);
    for (const data of read.accounts) {
      expect(data.balances?.map((balance) => balance.balanceType)).toEqual([
        'closingBooked',
        'interimAvailable',
      ]);
      expect(data.transactions?.length).toBeLessThanOrEqual(5);
    }
    // Unattended, frequencyPerDay 1: the first read passes, the second is refused.
    expect((await readAs('budce', consentId, false)).json().refusal).toBeNull();
    const exceeded = (await readAs('budce', consentId, false)).json() as Schemas['SandboxTppRead'];
    expect(exceeded.refusal).toMatchObject({ httpStatus: 429, code: 'ACCESS_EXCEEDED' });

    expect((await revoke(bank, leyla, consentId)).statusCode).toBe(200);
    const after = (await readAs('budce', consentId)).json() as Schemas['SandboxTppRead'];
    expect(after.consentStatus).toBe('revokedByPsu');
    expect(after.accounts).toEqual([]);
    expect(after.refusal).toMatchObject({
      httpStatus: 401,
      code: 'CONSENT_INVALID',
      endpoint: 'ACCOUNTS',
    });
    // Another third party cannot read it at all.
    const lenders = (await readAs('kredit-bazari', consentId)).json() as Schemas['SandboxTppRead'];
    expect(lenders.refusal).toMatchObject({ httpStatus: 403, code: 'CONSENT_UNKNOWN' });
  });
});

describe('the demo customers seeded consents', () => {
  it('give Leyla a valid consent of Büdcə with its access log and one she revoked', async () => {
    const list = await getAs(bank, leyla.token, '/api/v1/account-consents');
    const items = list.json().items as AccountConsent[];
    const seeded = items.filter((item) => item.createdAt < '2026-03-01');
    expect(seeded.map((item) => [item.institution.name, item.status])).toEqual([
      ['Büdcə', 'valid'],
      ['Kredit Bazarı', 'revokedByPsu'],
    ]);
    expect(seeded[0]?.types).toEqual(['CURRENT_ACCOUNT', 'DEBIT_CARD']);
    expect(seeded[0]?.lastUsedAt).not.toBeNull();
    const details = await consentOf(bank, leyla, seeded[0]?.id ?? '', '?logLimit=3');
    expect(details.accessLog.items).toHaveLength(3);
    const older = await consentOf(
      bank,
      leyla,
      details.id,
      `?logLimit=3&logCursor=${details.accessLog.nextCursor}`,
    );
    const [oldest] = older.accessLog.items;
    expect(oldest && oldest.at < (details.accessLog.items[2]?.at ?? '')).toBe(true);
  });

  it('give the bank data-processing and marketing consents in the caller language, withdrawable', async () => {
    const inRussian = await bank.app.inject({
      method: 'GET',
      url: '/api/v1/other-consents',
      headers: { authorization: leyla.token, 'accept-language': 'ru' },
    });
    const items = inRussian.json().items as Schemas['OtherConsent'][];
    expect(items.map((item) => [item.kind, item.status])).toEqual([
      ['MARKETING', 'GIVEN'],
      ['DATA_PROCESSING', 'GIVEN'],
    ]);
    expect(items[0]?.title).toBe('Реклама и предложения');
    const marketing = items[0]?.id ?? '';
    const withdrawn = await postAs(
      bank,
      leyla.token,
      `/api/v1/other-consents/${marketing}/withdraw`,
    );
    expect(withdrawn.json()).toMatchObject({
      status: 'WITHDRAWN',
      title: 'Advertising and offers',
    });
    const again = await postAs(bank, leyla.token, `/api/v1/other-consents/${marketing}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'OTHER_CONSENT_WITHDRAWN' });
  });
});

describe('outside the sandbox', () => {
  it('has no sandbox third parties to play', async () => {
    const production = await startTestBank({ sandbox: false });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/sandbox/v1/tpps' });
      expect(response.statusCode).toBe(404);
      const psd2 = await production.app.inject({
        method: 'GET',
        url: '/psd2/v1/consents/00000000-0000-4000-8000-000000000000/status',
        headers: { authorization: basic(budce) },
      });
      expect(psd2.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});
