/**
 * Providers and their rules (issue 16): the catalogue by category in each language, each rule
 * of a provider's form refused at the quote with a code that names it, and the subscriber
 * lookup of the sandbox's providers (a debt, an unknown code, a provider that is down).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema';
import type { TestBank } from './support/bank';
import { findSubscriber, quotePayment, setAvailability } from './support/payments';
import {
  balances,
  openTransferCustomer,
  startLongSessionBank,
  type TransferCustomer,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;

beforeAll(async () => {
  bank = await startLongSessionBank();
  leyla = await openTransferCustomer(
    bank,
    { firstName: 'Leyla', lastName: 'Məmmədova' },
    { azn: 10_000n, usd: 50_000n },
  );
});
afterAll(async () => {
  await bank?.close();
});

const listIn = (language: string) =>
  bank.app.inject({
    method: 'GET',
    url: '/api/v1/payment-providers',
    headers: { authorization: leyla.token, 'accept-language': language },
  });

describe('the providers', () => {
  it('are listed by category, named in each language', async () => {
    const en = (await listIn('en')).json();
    expect(
      en.categories.map((group: { category: string; providers: { id: string }[] }) => [
        group.category,
        group.providers.map((provider) => provider.id),
      ]),
    ).toEqual([
      ['MOBILE', ['azercell', 'bakcell', 'nar', 'naxtel']],
      ['GAS', ['azeriqaz']],
      ['ELECTRICITY', ['azerishiq']],
      ['WATER', ['azersu']],
      ['INTERNET', ['baktelecom']],
    ]);
    const gasIn = async (language: string) =>
      (await listIn(language)).json().categories[1].providers[0].name;
    expect([await gasIn('az'), await gasIn('ru'), await gasIn('en')]).toEqual([
      'Azəriqaz',
      'Азеригаз',
      'Azeriqaz',
    ]);
  });

  it('declare their fields and limits; the mobile prefixes of PRODUCT 5 are all owned', async () => {
    const response = await bank.app.inject({
      method: 'GET',
      url: '/api/v1/payment-providers/azercell',
      headers: { authorization: leyla.token },
    });
    expect(response.json()).toMatchObject({
      id: 'azercell',
      category: 'MOBILE',
      fields: [{ name: 'phone', pattern: '[0-9]{9}', prefixes: ['50', '51', '10'] }],
      minAmount: 0.5,
      maxAmount: 500,
      currency: 'AZN',
      debtLookup: false,
    });
    const prefixes: string[] = [];
    for (const id of ['azercell', 'bakcell', 'nar', 'naxtel']) {
      const provider = await bank.app.inject({
        method: 'GET',
        url: `/api/v1/payment-providers/${id}`,
        headers: { authorization: leyla.token },
      });
      prefixes.push(...provider.json().fields[0].prefixes);
    }
    expect(prefixes.sort()).toEqual(['10', '50', '51', '60', '70', '77', '99']);
    const unknown = await bank.app.inject({
      method: 'GET',
      url: '/api/v1/payment-providers/nobody',
      headers: { authorization: leyla.token },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a quote refuses each rule of the form', () => {
  const from = () => ({ productId: leyla.azn.id });
  const refusal = async (request: Parameters<typeof quotePayment>[2]) => {
    const response = await quotePayment(bank, leyla.token, request);
    expect(response.statusCode, response.body).toBe(400);
    return response.json() as { code: string; message: string };
  };

  it('a number of another operator', async () => {
    const refused = await refusal({
      providerId: 'bakcell',
      from: from(),
      fields: { phone: '501234567' },
      amount: 5,
    });
    expect(refused).toEqual({
      code: 'PHONE_PREFIX_NOT_OPERATOR',
      message: 'This number is not Bakcell’s: its numbers start with 99.',
    });
  });

  it('a subscriber code of the wrong form, and a field the provider does not take', async () => {
    const bad = await refusal({
      providerId: 'azerishiq',
      from: from(),
      fields: { subscriberCode: '10020030' },
      amount: 5,
    });
    expect(bad.code).toBe('SUBSCRIBER_CODE_INVALID');
    expect(bad.message).toContain('EL-10020030');
    const phone = await refusal({
      providerId: 'azersu',
      from: from(),
      fields: { phone: '501234567' },
      amount: 5,
    });
    expect(phone.code).toBe('FIELD_REQUIRED');
  });

  it('below the minimum and above the maximum', async () => {
    const phone = { phone: '501234567' };
    const low = await refusal({ providerId: 'azercell', from: from(), fields: phone, amount: 0.4 });
    expect(low).toEqual({ code: 'AMOUNT_BELOW_MIN', message: 'Azercell takes at least 0.50 ₼.' });
    const high = await refusal({
      providerId: 'azercell',
      from: from(),
      fields: phone,
      amount: 501,
    });
    expect(high.code).toBe('AMOUNT_ABOVE_MAX');
  });

  it('more than the available balance with the commission', async () => {
    // 100 ₼ available: 99.60 + 0.50 commission is over it.
    const over = await refusal({
      providerId: 'azeriqaz',
      from: from(),
      fields: { subscriberCode: '1002003001' },
      amount: 99.6,
    });
    expect(over.code).toBe('AMOUNT_OVER_BALANCE');
  });

  it('a source that is not in manats, and a blocked card', async () => {
    const usd = await refusal({
      providerId: 'azercell',
      from: { productId: leyla.usd.id },
      fields: { phone: '501234567' },
      amount: 5,
    });
    expect(usd.code).toBe('SOURCE_CURRENCY_NOT_AZN');
    await bank.database.db
      .update(cards)
      .set({ status: 'BLOCKED' })
      .where(eq(cards.id, leyla.cardId));
    const blocked = await refusal({
      providerId: 'azercell',
      from: { productId: leyla.cardId },
      fields: { phone: '501234567' },
      amount: 5,
    });
    expect(blocked.code).toBe('CARD_BLOCKED');
    await bank.database.db
      .update(cards)
      .set({ status: 'ACTIVE' })
      .where(eq(cards.id, leyla.cardId));
  });
});

describe('the subscriber lookup', () => {
  it('answers a utility subscriber’s masked name and debt', async () => {
    const found = await findSubscriber(bank, leyla.token, 'azeriqaz', {
      subscriberCode: '1002003001',
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ display: '1002003001', name: 'Leyla M.', debt: 45.6 });
  });

  it('answers a mobile number masked, with no name or debt', async () => {
    const found = await findSubscriber(bank, leyla.token, 'nar', { phone: '701234567' });
    expect(found.json()).toEqual({ display: '+994 70 ••• •• 67', name: null, debt: null });
  });

  it('refuses an unknown subscriber with 404', async () => {
    const unknown = await findSubscriber(bank, leyla.token, 'azersu', {
      subscriberCode: '99999999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SUBSCRIBER_NOT_FOUND');
  });

  it('a provider that is down answers 503 to the lookup and the quote; nothing is charged', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    await setAvailability(bank, 'azersu', false);
    const lookup = await findSubscriber(bank, leyla.token, 'azersu', {
      subscriberCode: '10020030',
    });
    expect(lookup.statusCode).toBe(503);
    expect(lookup.json()).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Azersu does not answer right now. Nothing was charged; try again later.',
    });
    const quoted = await quotePayment(bank, leyla.token, {
      providerId: 'azersu',
      from: { productId: leyla.azn.id },
      fields: { subscriberCode: '10020030' },
      amount: 5,
    });
    expect(quoted.statusCode).toBe(503);
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    await setAvailability(bank, 'azersu', true);
    const back = await findSubscriber(bank, leyla.token, 'azersu', { subscriberCode: '10020030' });
    expect(back.statusCode).toBe(200);
  });
});
