/**
 * Payment methods (issue 16, /payment-methods): the customer's current accounts and cards, the
 * usable ones first and the default first among them; a card that cannot pay is never the
 * default; blocking the default card moves the default to the next usable source, and
 * unblocking it does not move it back. The cards' isDefault follows the same choice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { paymentDefaults } from '../../server/db/schema';
import { issueCard } from '../../server/products/cards/issue';
import { newCustomer, signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import { bakuClock, type CustomerBooks, openCustomerBooks } from './support/customer-books';

type Schemas = components['schemas'];

let bank: TestBank;
let leyla: CustomerBooks;
/** Leyla's Mastercard on her dollar account, and a Visa on her manat account that has expired. */
let dollarCardId: string;
let expiredCardId: string;

async function addCard(who: CustomerBooks, accountId: string, expiryMonth: string, at: string) {
  const card = await issueCard(bank.database.db, bakuClock(at), {
    customerId: who.customerId,
    accountId,
    product: 'MASTERCARD_GOLD',
    paymentSystem: 'MASTERCARD',
    bin: '522145',
    last4: '7305',
    expiryMonth,
    isDefault: false,
  });
  return card.id;
}

beforeAll(async () => {
  bank = await startTestBank();
  leyla = await openCustomerBooks(bank, { firstName: 'Leyla', lastName: 'Məmmədova' });
  await leyla.topUp('2026-02-02T10:00', leyla.azn, 150_000n);
  await leyla.topUp('2026-02-02T10:00', leyla.usd, 20_000n);
  dollarCardId = await addCard(leyla, leyla.usd.id, '2029-05', '2026-01-06T09:00');
  // Valid through January 2026; the bank's clock is in March.
  expiredCardId = await addCard(leyla, leyla.azn.id, '2026-01', '2026-01-07T09:00');
});
afterAll(async () => {
  await bank?.close();
});

function call(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return bank.app.inject({
    method,
    url,
    payload,
    headers: { authorization: token, 'accept-language': 'en' },
  });
}

async function methodsOf(who: { token: string }): Promise<Schemas['PaymentMethods']> {
  const response = await call(who.token, 'GET', '/api/v1/payment-methods');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const chooseDefault = (who: { token: string }, productId: string) =>
  call(who.token, 'PUT', '/api/v1/payment-methods/default', { productId });

async function storedDefault(customerId: string) {
  const [row] = await bank.database.db
    .select()
    .from(paymentDefaults)
    .where(eq(paymentDefaults.customerId, customerId));
  return row ? (row.accountId ?? row.cardId) : null;
}

async function defaultCards(who: { token: string }) {
  const cards = (await call(who.token, 'GET', '/api/v1/cards')).json() as Schemas['Card'][];
  return cards.filter((card) => card.isDefault).map((card) => card.id);
}

describe('the list', () => {
  it('shows the usable sources first, the default first, manat before dollars', async () => {
    const { items, defaultProductId } = await methodsOf(leyla);
    expect(defaultProductId).toBe(leyla.cardId);
    expect(items.map(({ productId }) => productId)).toEqual([
      leyla.cardId,
      leyla.azn.id,
      dollarCardId,
      leyla.usd.id,
      expiredCardId,
    ]);
    expect(items[0]).toEqual({
      productId: leyla.cardId,
      kind: 'CARD',
      name: 'Visa Classic',
      display: '4622 13•• •••• 1234',
      currency: 'AZN',
      available: 1500,
      isDefault: true,
      usable: true,
      reason: null,
    });
    expect(items[1]).toMatchObject({
      kind: 'ACCOUNT',
      display: `AZ…${leyla.azn.iban.slice(-4)}`,
      available: 1500,
      isDefault: false,
    });
    expect(items[3]).toMatchObject({ currency: 'USD', available: 200 });
    expect(items[4]).toMatchObject({ usable: false, reason: 'CARD_EXPIRED', isDefault: false });
  });

  it('is empty, with no default, for a customer with no accounts', async () => {
    const customer = await newCustomer(bank);
    const { accessToken } = await signIn(bank, customer);
    expect(await methodsOf({ token: accessToken })).toEqual({ items: [], defaultProductId: null });
  });
});

describe('choosing the default', () => {
  it('makes an account the default, first in the list; no card is the default then', async () => {
    const chosen = await chooseDefault(leyla, leyla.usd.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const methods = chosen.json() as Schemas['PaymentMethods'];
    expect(methods.defaultProductId).toBe(leyla.usd.id);
    expect(methods.items[0]).toMatchObject({ productId: leyla.usd.id, isDefault: true });
    expect(methods.items.filter((item) => item.isDefault)).toHaveLength(1);
    expect(await methodsOf(leyla)).toEqual(methods);
    expect(await storedDefault(leyla.customerId)).toBe(leyla.usd.id);
    expect(await defaultCards(leyla)).toEqual([]);
  });

  it('refuses a card that cannot pay, says why, and changes nothing', async () => {
    const expired = await chooseDefault(leyla, expiredCardId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ code: 'CARD_EXPIRED', message: 'The card has expired.' });
    await call(leyla.token, 'POST', `/api/v1/cards/${dollarCardId}/block`);
    const blocked = await chooseDefault(leyla, dollarCardId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('CARD_BLOCKED');
    expect(await storedDefault(leyla.customerId)).toBe(leyla.usd.id);
    expect((await methodsOf(leyla)).defaultProductId).toBe(leyla.usd.id);
    await call(leyla.token, 'POST', `/api/v1/cards/${dollarCardId}/activate`);
  });

  it('answers 404 for what is not the customer’s current account or card', async () => {
    const elvin = await openCustomerBooks(bank, { firstName: 'Elvin', lastName: 'Quliyev' });
    const others = [elvin.azn.id, elvin.cardId, '00000000-0000-4000-8000-000000000000', 'x-1'];
    for (const productId of others) {
      const refused = await chooseDefault(leyla, productId);
      expect(refused.statusCode, productId).toBe(404);
    }
    expect(await storedDefault(leyla.customerId)).toBe(leyla.usd.id);
  });
});

describe('blocking the default card', () => {
  it('moves the default to the next usable source; unblocking does not move it back', async () => {
    expect((await chooseDefault(leyla, leyla.cardId)).statusCode).toBe(200);
    expect(await defaultCards(leyla)).toEqual([leyla.cardId]);
    const blocked = await call(leyla.token, 'POST', `/api/v1/cards/${leyla.cardId}/block`);
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED', isDefault: false });
    // The manat Visa is blocked and the other manat card has expired: the manat account is next.
    expect(await storedDefault(leyla.customerId)).toBe(leyla.azn.id);
    const methods = await methodsOf(leyla);
    expect(methods.defaultProductId).toBe(leyla.azn.id);
    expect(methods.items.slice(-2)).toEqual([
      expect.objectContaining({ productId: leyla.cardId, reason: 'CARD_BLOCKED' }),
      expect.objectContaining({ productId: expiredCardId, reason: 'CARD_EXPIRED' }),
    ]);
    expect(await defaultCards(leyla)).toEqual([]);
    await call(leyla.token, 'POST', `/api/v1/cards/${leyla.cardId}/activate`);
    expect((await methodsOf(leyla)).defaultProductId).toBe(leyla.azn.id);
    expect(await storedDefault(leyla.customerId)).toBe(leyla.azn.id);
  });

  it('moves it to another card when a card comes first, and the cards follow', async () => {
    const aysel = await openCustomerBooks(bank, { firstName: 'Aysel', lastName: 'Həsənova' });
    const second = await addCard(aysel, aysel.azn.id, '2030-01', '2026-01-08T09:00');
    expect(await defaultCards(aysel)).toEqual([aysel.cardId]);
    await call(aysel.token, 'POST', `/api/v1/cards/${aysel.cardId}/block`);
    expect(await defaultCards(aysel)).toEqual([second]);
    expect((await methodsOf(aysel)).defaultProductId).toBe(second);
  });

  it('leaves the default alone when another card is blocked', async () => {
    await call(leyla.token, 'POST', `/api/v1/cards/${dollarCardId}/block`);
    expect(await storedDefault(leyla.customerId)).toBe(leyla.azn.id);
    await call(leyla.token, 'POST', `/api/v1/cards/${dollarCardId}/activate`);
  });
});

describe('a stored default that can no longer pay', () => {
  it('gives way to the first usable source, manat first, until it can pay again', async () => {
    await bank.database.db
      .update(paymentDefaults)
      .set({ accountId: null, cardId: expiredCardId })
      .where(eq(paymentDefaults.customerId, leyla.customerId));
    const methods = await methodsOf(leyla);
    expect(methods.defaultProductId).toBe(leyla.cardId);
    expect(methods.items[0]).toMatchObject({ productId: leyla.cardId, isDefault: true });
    expect(methods.items.at(-1)).toMatchObject({ productId: expiredCardId, isDefault: false });
  });
});

describe('choosing a card while it is being blocked', () => {
  it('never leaves a blocked card as the stored default', async () => {
    const kamran = await openCustomerBooks(bank, { firstName: 'Kamran', lastName: 'Əliyev' });
    for (let round = 0; round < 6; round += 1) {
      const cardId = await addCard(kamran, kamran.azn.id, '2030-01', '2026-01-09T09:00');
      const [chosen, blocked] = await Promise.all([
        chooseDefault(kamran, cardId),
        call(kamran.token, 'POST', `/api/v1/cards/${cardId}/block`),
      ]);
      expect(blocked.statusCode).toBe(200);
      expect([200, 409]).toContain(chosen.statusCode);
      expect(await storedDefault(kamran.customerId)).not.toBe(cardId);
      expect((await methodsOf(kamran)).defaultProductId).not.toBe(cardId);
    }
  });
});
