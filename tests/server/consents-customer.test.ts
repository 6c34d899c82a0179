/**
 * The customer's side of consents (issue 18): the request read before answering it, the
 * authorisation with a one-time code bound to exactly the accounts chosen, reject, revoke, the
 * list by SPEC's types, another customer's consent as a 404, and the bank's other consents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBank } from './support/bank';
import {
  type AccountConsent,
  authorize,
  confirmConsent,
  consentOf,
  consentRequest,
  lender,
  psd2,
  requestConsent,
  revoke,
  sendConsentCode,
  validConsent,
} from './support/consents';
import {
  getAs,
  postAs,
  startTwoCustomerBank,
  type TransferCustomer,
  wrongCode,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
});
afterAll(async () => {
  await bank?.close();
});

describe('a third party request before the customer answers', () => {
  it('shows who asks for what, until when, and the accounts and cards the customer may grant', async () => {
    const id = await requestConsent(bank, consentRequest({ frequencyPerDay: 2 }), {
      party: lender,
    });
    const request = await consentOf(bank, leyla, id);
    expect(request).toMatchObject({
      id,
      institution: { id: 'kredit-bazari', name: 'Kredit Bazarı' },
      status: 'received',
      validUntil: '2026-05-31',
      rights: ['ACCOUNTS', 'BALANCES', 'TRANSACTIONS'],
      frequencyPerDay: 2,
      accounts: [],
      redirectUri: `/sandbox-tpp?tpp=budce&consentId=${id}`,
    });
    expect(request.grantable.map((account) => [account.id, account.type])).toEqual(
      expect.arrayContaining([
        [leyla.azn.id, 'CURRENT_ACCOUNT'],
        [leyla.usd.id, 'CURRENT_ACCOUNT'],
        [leyla.cardId, 'DEBIT_CARD'],
      ]),
    );
    // Any signed-in customer may open an unanswered request (it is addressed to nobody yet).
    expect((await consentOf(bank, elvin, id)).grantable.map((account) => account.id)).toContain(
      elvin.azn.id,
    );
  });
});

describe('authorising with a one-time code', () => {
  it('sends a code naming the third party and grants exactly the accounts it was sent for', async () => {
    const id = await requestConsent(bank);
    const chosen = [leyla.azn.id, leyla.cardId];
    const { sessionId, code } = await sendConsentCode(bank, leyla, id, chosen);
    const sms = bank.phones.findLast((each) => each.phone === leyla.phone);
    expect(sms?.text).toContain('Büdcə');
    const mismatch = await confirmConsent(bank, leyla, id, [leyla.azn.id], { sessionId, code });
    expect(mismatch.json()).toMatchObject({ code: 'CONFIRMATION_MISMATCH' });
    const wrong = await confirmConsent(bank, leyla, id, chosen, {
      sessionId,
      code: wrongCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    expect((await consentOf(bank, leyla, id)).status).toBe('received');
    // In the order chosen, not the order sent: the same choice.
    const right = await confirmConsent(bank, leyla, id, [...chosen].reverse(), { sessionId, code });
    expect(right.statusCode, right.body).toBe(200);
    const { consent, redirectUri } = right.json();
    expect(redirectUri).toBe(`/sandbox-tpp?tpp=budce&consentId=${id}`);
    expect(consent).toMatchObject({
      status: 'valid',
      authorizedAt: '2026-03-02T08:00:00.000Z',
      types: ['DEBIT_CARD', 'CURRENT_ACCOUNT'],
    });
    expect(consent.accounts.map((account: { id: string }) => account.id)).toEqual([
      leyla.cardId,
      leyla.azn.id,
    ]);
    // Answered: nobody else may open it, and it cannot be authorised again.
    expect((await getAs(bank, elvin.token, `/api/v1/account-consents/${id}`)).statusCode).toBe(404);
    const again = await authorize(bank, leyla, id, [leyla.usd.id]);
    expect(again.json()).toMatchObject({ code: 'CONSENT_NOT_RECEIVED' });
  });

  it('grants only the customer own open accounts and cards', async () => {
    const id = await requestConsent(bank);
    for (const accountIds of [[elvin.azn.id], [leyla.azn.id, 'not-a-product']]) {
      const response = await authorize(bank, leyla, id, accountIds);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CONSENT_ACCOUNT_NOT_GRANTABLE' });
    }
  });

  it('takes no code of another customer or another consent', async () => {
    const first = await requestConsent(bank);
    const second = await requestConsent(bank);
    const leylas = await sendConsentCode(bank, leyla, first, [leyla.azn.id]);
    const elvins = await sendConsentCode(bank, elvin, second, [elvin.azn.id]);
    const stolen = await confirmConsent(bank, elvin, first, [elvin.azn.id], leylas);
    expect(stolen.json()).toMatchObject({ code: 'OTP_SESSION_INVALID' });
    const crossed = await confirmConsent(bank, elvin, first, [elvin.azn.id], elvins);
    expect(crossed.json()).toMatchObject({ code: 'CONFIRMATION_MISMATCH' });
  });

  it('resends the code for the same session', async () => {
    const id = await requestConsent(bank);
    const { sessionId } = await sendConsentCode(bank, leyla, id, [leyla.azn.id]);
    const early = await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/resend-code`, {
      sessionId,
    });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'OTP_RESEND_TOO_EARLY' });
    bank.clock.advance({ seconds: 61 });
    const resent = await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/resend-code`, {
      sessionId,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ sessionId });
  });
});

describe('rejecting and revoking', () => {
  it('rejects a request: the third party reads nothing and learns rejected', async () => {
    const id = await requestConsent(bank);
    const rejected = await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      consent: { status: 'rejected' },
      redirectUri: `/sandbox-tpp?tpp=budce&consentId=${id}`,
    });
    const status = await psd2(bank, 'GET', `/psd2/v1/consents/${id}/status`);
    expect(status.json()).toEqual({ consentStatus: 'rejected' });
    const again = await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/reject`);
    expect(again.json()).toMatchObject({ code: 'CONSENT_NOT_RECEIVED' });
    expect((await authorize(bank, leyla, id, [leyla.azn.id])).statusCode).toBe(409);
  });

  it('revokes a valid consent once; the third party next read is refused', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id]);
    expect((await revoke(bank, elvin, id)).statusCode).toBe(404);
    const revoked = await revoke(bank, leyla, id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revokedByPsu', endedAt: expect.any(String) });
    const read = await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id });
    expect(read.json()).toMatchObject({ code: 'CONSENT_INVALID' });
    const twice = await revoke(bank, leyla, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONSENT_NOT_VALID' });
  });
});

describe('the list', () => {
  it('gives the customer own consents only, newest first, a page at a time, by status', async () => {
    const mine = await getAs(bank, elvin.token, '/api/v1/account-consents?limit=100');
    expect(mine.statusCode, mine.body).toBe(200);
    const before = (mine.json().items as AccountConsent[]).length;
    const id = await validConsent(bank, elvin, [elvin.azn.id]);
    bank.clock.advance({ seconds: 1 });
    const other = await validConsent(bank, elvin, [elvin.azn.id]);
    const first = (await getAs(bank, elvin.token, '/api/v1/account-consents?limit=1')).json();
    expect(first.items.map((item: AccountConsent) => item.id)).toEqual([other]);
    expect(first.items[0]).toMatchObject({
      institution: { name: 'Büdcə' },
      types: ['CURRENT_ACCOUNT'],
      accounts: [{ id: elvin.azn.id, type: 'CURRENT_ACCOUNT', number: elvin.azn.iban }],
      lastUsedAt: null,
    });
    const second = (
      await getAs(bank, elvin.token, `/api/v1/account-consents?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((item: AccountConsent) => item.id)).toEqual([id]);
    await revoke(bank, elvin, id);
    const valid = (await getAs(bank, elvin.token, '/api/v1/account-consents?status=valid')).json();
    expect(valid.items.map((item: AccountConsent) => item.id)).toContain(other);
    expect(valid.items.map((item: AccountConsent) => item.id)).not.toContain(id);
    const all = (await getAs(bank, elvin.token, '/api/v1/account-consents?limit=100')).json();
    expect(all.items).toHaveLength(before + 2);
    const leylas = (await getAs(bank, leyla.token, '/api/v1/account-consents?limit=100')).json();
    expect(leylas.items.map((item: AccountConsent) => item.id)).not.toContain(id);
  });
});

describe('the bank other consents', () => {
  it('lists none for a new customer, and 404 for an unknown one to withdraw', async () => {
    const list = await getAs(bank, leyla.token, '/api/v1/other-consents');
    expect(list.json()).toEqual({ items: [], nextCursor: null });
    const missing = await postAs(
      bank,
      leyla.token,
      '/api/v1/other-consents/00000000-0000-4000-8000-000000000000/withdraw',
    );
    expect(missing.statusCode).toBe(404);
  });
});
