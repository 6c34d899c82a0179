/**
 * The third party's API under /psd2/v1 (issue 18): HTTP Basic, createConsent's rules, the
 * consent calls of one third party only, and the reads under a consent: only the granted
 * accounts and rights, refused once the consent gives no access (received, terminated,
 * expired by the bank's clock), unattended reads counted per Baku day, every read logged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConsents } from '../../server/db/schema';
import type { TestBank } from './support/bank';
import {
  basic,
  budce,
  consentOf,
  consentRequest,
  createConsent,
  lender,
  psd2,
  requestConsent,
  validConsent,
} from './support/consents';
import { startTwoCustomerBank, type TransferCustomer } from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
});
afterAll(async () => {
  await bank?.close();
});

describe('a third party signs every call with HTTP Basic', () => {
  it('refuses no credentials, a wrong secret and an unknown client id alike', async () => {
    const calls = [
      { authorization: '' },
      { authorization: basic({ clientId: budce.clientId, secret: 'wrong' }) },
      { authorization: basic({ clientId: 'nobody', secret: budce.secret }) },
      { authorization: basic({ clientId: budce.clientId, secret: lender.secret }) },
    ];
    for (const headers of calls) {
      const response = await psd2(bank, 'POST', '/psd2/v1/consents', {
        headers: { ...headers, 'tpp-redirect-uri': '/sandbox-tpp' },
        body: consentRequest(),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'TPP_UNAUTHORIZED' });
      expect(response.headers['www-authenticate']).toMatch(/^Basic /);
    }
  });
});

describe('createConsent', () => {
  it('answers the consent received and the bank page to send the customer to', async () => {
    const response = await createConsent(bank);
    expect(response.statusCode, response.body).toBe(201);
    const { consentId, consentStatus, _links } = response.json();
    expect(consentStatus).toBe('received');
    expect(_links.scaRedirect.href).toBe(`/consents/${consentId}/authorize`);
    const status = await psd2(bank, 'GET', `/psd2/v1/consents/${consentId}/status`);
    expect(status.json()).toEqual({ consentStatus: 'received' });
  });

  it('refuses a redirect URI the third party did not register', async () => {
    for (const redirect of ['https://evil.example/cb', '/sandbox-tpp#x', '//evil.example']) {
      const response = await createConsent(bank, consentRequest(), { redirect });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TPP_REDIRECT_URI_NOT_REGISTERED' });
    }
    const own = await createConsent(bank, consentRequest(), {
      redirect: 'https://budce.example/callback?state=abc',
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('takes validUntil after today and at most 180 days ahead by the bank clock', async () => {
    // The bank's today is 2026-03-02; 180 days ahead is 2026-08-29.
    const refused = async (validUntil: string, code: string) => {
      const response = await createConsent(bank, consentRequest({ validUntil }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
    };
    await refused('2026-03-02', 'CONSENT_VALID_UNTIL_PAST');
    await refused('2026-08-30', 'CONSENT_VALID_UNTIL_TOO_FAR');
    const tooFar = await createConsent(bank, consentRequest({ validUntil: '2027-01-01' }));
    expect(tooFar.json().message).toContain('2026-08-29');
    expect(
      (await createConsent(bank, consentRequest({ validUntil: '2026-08-29' }))).statusCode,
    ).toBe(201);
  });

  it('asks at least one right, reads at most 4 times a day, a one-off consent once', async () => {
    const none = await createConsent(
      bank,
      consentRequest({ access: { accounts: false, balances: false, transactions: false } }),
    );
    expect(none.json()).toMatchObject({ code: 'CONSENT_ACCESS_EMPTY' });
    const five = await createConsent(bank, consentRequest({ frequencyPerDay: 5 }));
    expect(five.statusCode).toBe(400);
    const oneOff = await createConsent(
      bank,
      consentRequest({ recurringIndicator: false, frequencyPerDay: 2 }),
    );
    expect(oneOff.json()).toMatchObject({ code: 'CONSENT_FREQUENCY_INVALID' });
  });
});

describe('a consent belongs to the third party that asked for it', () => {
  it('is unknown to another third party (403 CONSENT_UNKNOWN), for every call', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id]);
    const asLender = { party: lender, consentId: id };
    const calls = [
      psd2(bank, 'GET', `/psd2/v1/consents/${id}`, asLender),
      psd2(bank, 'GET', `/psd2/v1/consents/${id}/status`, asLender),
      psd2(bank, 'DELETE', `/psd2/v1/consents/${id}`, asLender),
      psd2(bank, 'GET', '/psd2/v1/accounts', asLender),
      psd2(bank, 'GET', `/psd2/v1/accounts/${leyla.azn.id}/balances`, asLender),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CONSENT_UNKNOWN' });
    }
    const status = await psd2(bank, 'GET', `/psd2/v1/consents/${id}/status`);
    expect(status.json()).toEqual({ consentStatus: 'valid' });
  });
});

describe('reads under a consent', () => {
  it('refuse a consent the customer has not authorised (401 CONSENT_INVALID)', async () => {
    const id = await requestConsent(bank);
    const response = await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'CONSENT_INVALID' });
  });

  it('list only the granted accounts and cards, with their SPEC types', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id, leyla.cardId]);
    const response = await psd2(bank, 'GET', '/psd2/v1/accounts?withBalance=true', {
      consentId: id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { accounts } = response.json();
    expect(accounts.map((account: { resourceId: string }) => account.resourceId)).toEqual([
      leyla.azn.id,
      leyla.cardId,
    ]);
    expect(accounts[0]).toMatchObject({
      iban: leyla.azn.iban,
      currency: 'AZN',
      accountType: 'CURRENT_ACCOUNT',
      cashAccountType: 'CACC',
      status: 'enabled',
    });
    expect(accounts[1]).toMatchObject({ accountType: 'DEBIT_CARD', maskedPan: expect.any(String) });
    expect(accounts[0].balances).toContainEqual({
      balanceAmount: { currency: 'AZN', amount: '10000.00' },
      balanceType: 'closingBooked',
      referenceDate: '2026-03-02',
    });
  });

  it('give balances and transactions of a granted account only', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id]);
    const balances = await psd2(bank, 'GET', `/psd2/v1/accounts/${leyla.azn.id}/balances`, {
      consentId: id,
    });
    expect(balances.statusCode, balances.body).toBe(200);
    expect(balances.json()).toMatchObject({
      account: { iban: leyla.azn.iban, currency: 'AZN' },
      balances: [
        { balanceType: 'closingBooked', balanceAmount: { amount: '10000.00' } },
        { balanceType: 'interimAvailable', balanceAmount: { amount: '10000.00' } },
      ],
    });
    const transactions = await psd2(
      bank,
      'GET',
      `/psd2/v1/accounts/${leyla.azn.id}/transactions?dateFrom=2026-01-01`,
      { consentId: id },
    );
    expect(transactions.statusCode, transactions.body).toBe(200);
    expect(transactions.json().transactions.booked).toEqual([
      expect.objectContaining({
        bookingDate: '2026-02-02',
        transactionAmount: { currency: 'AZN', amount: '10000.00' },
      }),
    ]);
    for (const other of [leyla.usd.id, elvin.azn.id, 'not-an-id']) {
      const refused = await psd2(bank, 'GET', `/psd2/v1/accounts/${other}/balances`, {
        consentId: id,
      });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CONSENT_ACCOUNT_NOT_COVERED' });
    }
  });

  it('give no balances or transactions the consent does not grant', async () => {
    const id = await validConsent(
      bank,
      leyla,
      [leyla.azn.id],
      consentRequest({ access: { accounts: true, balances: false, transactions: false } }),
    );
    const urls = [
      `/psd2/v1/accounts/${leyla.azn.id}/balances`,
      `/psd2/v1/accounts/${leyla.azn.id}/transactions?dateFrom=2026-01-01`,
      '/psd2/v1/accounts?withBalance=true',
    ];
    for (const url of urls) {
      const response = await psd2(bank, 'GET', url, { consentId: id });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CONSENT_RIGHT_NOT_GRANTED' });
    }
    expect((await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id })).statusCode).toBe(200);
  });

  it('page transactions in a period, newest first, and refuse a period backwards', async () => {
    const id = await validConsent(bank, leyla, [leyla.usd.id]);
    for (const day of ['2026-02-10', '2026-02-11', '2026-02-12']) {
      await leyla.topUp(`${day}T10:00`, leyla.usd, 1_000n);
    }
    const url = `/psd2/v1/accounts/${leyla.usd.id}/transactions?dateFrom=2026-02-03&limit=2`;
    const first = (await psd2(bank, 'GET', url, { consentId: id, attended: true })).json();
    expect(first.transactions.booked.map((t: { bookingDate: string }) => t.bookingDate)).toEqual([
      '2026-02-12',
      '2026-02-11',
    ]);
    const next = first.transactions._links.next.href;
    const second = (await psd2(bank, 'GET', next, { consentId: id, attended: true })).json();
    expect(second.transactions.booked.map((t: { bookingDate: string }) => t.bookingDate)).toEqual([
      '2026-02-10',
    ]);
    expect(second.transactions._links.next).toBeUndefined();
    const backwards = await psd2(
      bank,
      'GET',
      `/psd2/v1/accounts/${leyla.usd.id}/transactions?dateFrom=2026-02-12&dateTo=2026-02-11`,
      { consentId: id },
    );
    expect(backwards.json()).toMatchObject({ code: 'PERIOD_INVALID' });
    const farAhead = await psd2(
      bank,
      'GET',
      `/psd2/v1/accounts/${leyla.usd.id}/transactions?dateFrom=2026-02-12&dateTo=9999-12-31`,
      { consentId: id, attended: true },
    );
    expect(farAhead.statusCode, farAhead.body).toBe(200);
    expect(farAhead.json().transactions.booked).toHaveLength(1);
  });

  it('count unattended reads per account and endpoint per Baku day; attended ones are free', async () => {
    const id = await validConsent(
      bank,
      leyla,
      [leyla.azn.id, leyla.usd.id],
      consentRequest({ frequencyPerDay: 2 }),
    );
    const read = (accountId: string, attended = false) =>
      psd2(bank, 'GET', `/psd2/v1/accounts/${accountId}/balances`, { consentId: id, attended });
    expect((await read(leyla.azn.id)).statusCode).toBe(200);
    expect((await read(leyla.azn.id)).statusCode).toBe(200);
    const third = await read(leyla.azn.id);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'ACCESS_EXCEEDED' });
    expect((await read(leyla.azn.id, true)).statusCode).toBe(200);
    expect((await read(leyla.usd.id)).statusCode).toBe(200);
    const details = await consentOf(bank, leyla, id);
    expect(details.accessLog.items.map((line) => [line.accountId, line.attended])).toEqual([
      [leyla.usd.id, false],
      [leyla.azn.id, true],
      [leyla.azn.id, false],
      [leyla.azn.id, false],
    ]);
    expect(details.lastUsedAt).toBe('2026-03-02T08:00:00.000Z');
  });

  it('end when the third party deletes the consent (terminatedByTpp), which stays ended', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id]);
    const deleted = await psd2(bank, 'DELETE', `/psd2/v1/consents/${id}`);
    expect(deleted.statusCode).toBe(204);
    const read = await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'CONSENT_INVALID' });
    expect((await psd2(bank, 'DELETE', `/psd2/v1/consents/${id}`)).statusCode).toBe(204);
    const consent = await psd2(bank, 'GET', `/psd2/v1/consents/${id}`);
    expect(consent.json()).toMatchObject({
      consentStatus: 'terminatedByTpp',
      access: { accounts: true, balances: true, transactions: true },
      accounts: [{ iban: leyla.azn.iban }],
    });
  });
});

describe('expiry by the bank clock', () => {
  it('refuses reads after validUntil (401 CONSENT_EXPIRED) and shows the consent expired', async () => {
    const id = await validConsent(
      bank,
      elvin,
      [elvin.azn.id],
      consentRequest({ validUntil: '2026-03-03' }),
    );
    expect((await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id })).statusCode).toBe(200);
    // Baku's 2026-03-04 has begun (UTC+4).
    bank.clock.advance({ hours: 36, minutes: 30 });
    const read = await psd2(bank, 'GET', '/psd2/v1/accounts', { consentId: id });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'CONSENT_EXPIRED' });
    const status = await psd2(bank, 'GET', `/psd2/v1/consents/${id}/status`);
    expect(status.json()).toEqual({ consentStatus: 'expired' });
    expect((await consentOf(bank, elvin, id)).status).toBe('expired');
    // Nothing wrote it: the row still says valid, the clock decides.
    const [row] = await bank.database.db
      .select({ status: accountConsents.status })
      .from(accountConsents)
      .where(eq(accountConsents.id, id));
    expect(row?.status).toBe('valid');
  });
});
