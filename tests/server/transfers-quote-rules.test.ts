/**
 * quoteTransfer's refusals (PRODUCT 5 and 4.5, checked again on the server): each names its
 * field with the form's own code, in az, ru and en, and a refused quote stores nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { cards, exchangeRates } from '../../server/db/schema';
import { type MessageKey, type MessageParams, translate } from '../../server/i18n';
import { getAs, type ProductsBank, postAs, startProductsBank } from './support/products';
import {
  cardNumberOf,
  type DemoProducts,
  demoProductsOf,
  ibanAt,
  quote,
  quotesStored,
} from './support/transfers';

let products: ProductsBank;
let mine: DemoProducts;
let reshads: DemoProducts;
let depositId: string;

beforeAll(async () => {
  products = await startProductsBank();
  mine = await demoProductsOf(products.bank, products.leylaToken);
  reshads = await demoProductsOf(products.bank, products.reshadToken);
  const [deposit] = (await getAs(products.bank, products.leylaToken, '/api/v1/deposits')).json();
  depositId = deposit.id;
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

interface Refusal {
  status: number;
  code: string;
  /** The text, when it is not the code's own. */
  messageKey?: MessageKey;
  params?: MessageParams;
}

/** Refused in each language with the code and its translated message; nothing is stored. */
async function expectRefused(payload: Record<string, unknown>, refusal: Refusal) {
  const before = await quotesStored(products.bank);
  const messages = new Set<string>();
  for (const language of ['az', 'ru', 'en'] as const) {
    const response = await quote(products.bank, products.leylaToken, payload, language);
    expect(response.statusCode, response.body).toBe(refusal.status);
    const key = refusal.messageKey ?? (refusal.code as MessageKey);
    expect(response.json()).toEqual({
      code: refusal.code,
      message: translate(key, language, refusal.params),
    });
    messages.add(response.json().message);
  }
  expect(messages.size).toBe(3);
  expect(await quotesStored(products.bank)).toBe(before);
}

const fromAzn = (to: Record<string, unknown>, amount = 10, type = 'A2A') => ({
  type,
  from: { productId: mine.azn.id },
  to,
  amount,
});
const badRequest = (code: string, messageKey?: MessageKey): Refusal => ({
  status: 400,
  code,
  messageKey,
});

describe('the form’s rules, by field', () => {
  it('refuses the same product as source and destination, however named', async () => {
    await expectRefused(fromAzn({ productId: mine.azn.id }), badRequest('SAME_PRODUCT'));
    await expectRefused(fromAzn({ iban: mine.azn.iban }), badRequest('SAME_PRODUCT'));
    // The card spends from that very account.
    await expectRefused(
      { type: 'C2A', from: { productId: mine.visa.id }, to: { productId: mine.azn.id }, amount: 5 },
      badRequest('SAME_PRODUCT'),
    );
  });

  it('refuses an amount that is zero, negative or finer than a qəpik', async () => {
    const to = { productId: mine.usd.id };
    await expectRefused(fromAzn(to, 0), badRequest('AMOUNT_NOT_POSITIVE'));
    await expectRefused(fromAzn(to, -5), badRequest('AMOUNT_NOT_POSITIVE'));
    await expectRefused(fromAzn(to, 1.234), badRequest('AMOUNT_TOO_PRECISE'));
  });

  it('refuses more than the available balance, commission included', async () => {
    const available = formatMoney(Math.round(mine.azn.available * 100), 'AZN').replace(' ₼', '');
    await expectRefused(fromAzn({ iban: ibanAt('AIIB'), name: 'Orxan Məmmədov' }, 1_000_000), {
      status: 400,
      code: 'AMOUNT_OVER_BALANCE',
      // Over IPS's ceiling, so clearing's 1.00.
      params: { total: '1 000 001.00', available, currency: 'AZN' },
    });
  });

  it('refuses an IBAN with wrong check digits, a card failing Luhn, a non-mobile number', async () => {
    const iban = ibanAt('AIIB');
    const wrongDigits = `AZ${iban.slice(2, 4) === '11' ? '12' : '11'}${iban.slice(4)}`;
    await expectRefused(fromAzn({ iban: wrongDigits, name: 'Orxan' }), badRequest('IBAN_INVALID'));
    const card = cardNumberOf('416973******1234');
    const typo = `${card.slice(0, 15)}${(Number(card[15]) + 1) % 10}`;
    await expectRefused(
      fromAzn({ cardNumber: typo }, 10, 'A2C'),
      badRequest('CARD_NUMBER_INVALID'),
    );
    await expectRefused(
      fromAzn({ phone: '551234567' }),
      badRequest('PHONE_INVALID', 'MOBILE_PHONE_INVALID'),
    );
  });

  it('asks for the receiver’s name at another bank', async () => {
    const refusal = badRequest('RECEIVER_NAME_REQUIRED');
    await expectRefused(fromAzn({ iban: ibanAt('AIIB') }), refusal);
    await expectRefused(fromAzn({ iban: ibanAt('AIIB'), name: '   ' }), refusal);
  });
});

describe('what only the bank can tell', () => {
  it('answers 404 for a source that is not the caller’s current account or card', async () => {
    const notFound = { status: 404, code: 'SOURCE_NOT_FOUND' };
    const from = (productId: string) => ({
      type: 'A2A',
      from: { productId },
      to: { productId: mine.usd.id },
      amount: 1,
    });
    await expectRefused(from(reshads.azn.id), notFound);
    await expectRefused(from(depositId), notFound);
    await expectRefused(from('3f0c2a8e-6a55-4c39-9f53-1d2b5c7e8a90'), notFound);
  });

  it('answers 404 for a receiver nobody has', async () => {
    const nobody = { status: 404, code: 'RECIPIENT_NOT_FOUND' };
    await expectRefused(fromAzn({ productId: reshads.azn.id }), nobody);
    await expectRefused(fromAzn({ iban: ibanAt('IBNK', '38019440000000099999') }), nobody);
    await expectRefused(fromAzn({ phone: '509998877' }), nobody);
    await expectRefused(
      fromAzn({ cardNumber: cardNumberOf('462213******0001') }, 1, 'A2C'),
      nobody,
    );
    await expectRefused(
      fromAzn({ cardNumber: cardNumberOf('999999******0001') }, 1, 'A2C'),
      nobody,
    );
    await expectRefused(fromAzn({ iban: ibanAt('ZZZZ'), name: 'X' }), {
      status: 404,
      code: 'BANK_NOT_FOUND',
    });
  });

  it('holds the transfer’s type: A… from an account, …C to a card', async () => {
    await expectRefused(
      { type: 'C2A', from: { productId: mine.azn.id }, to: { productId: mine.usd.id }, amount: 1 },
      badRequest('FROM_MUST_BE_CARD'),
    );
    await expectRefused(
      { type: 'A2A', from: { productId: mine.visa.id }, to: { productId: mine.usd.id }, amount: 1 },
      badRequest('FROM_MUST_BE_ACCOUNT'),
    );
    await expectRefused(
      fromAzn({ iban: reshads.azn.iban }, 1, 'A2C'),
      badRequest('TO_MUST_BE_CARD'),
    );
    await expectRefused(
      fromAzn({ productId: mine.mastercard.id }),
      badRequest('TO_MUST_BE_ACCOUNT'),
    );
    const card = cardNumberOf(reshads.visa.maskedPan);
    await expectRefused(fromAzn({ cardNumber: card }), badRequest('TO_MUST_BE_ACCOUNT'));
  });

  it('keeps a blocked card from sending and from receiving', async () => {
    const blocked = await postAs(
      products.bank,
      products.leylaToken,
      `/api/v1/cards/${mine.mastercard.id}/block`,
    );
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expectRefused(
      {
        type: 'C2A',
        from: { productId: mine.mastercard.id },
        to: { productId: mine.azn.id },
        amount: 1,
      },
      badRequest('CARD_BLOCKED'),
    );
    await expectRefused(
      fromAzn({ productId: mine.mastercard.id }, 1, 'A2C'),
      badRequest('DESTINATION_CARD_BLOCKED'),
    );
    const activated = await postAs(
      products.bank,
      products.leylaToken,
      `/api/v1/cards/${mine.mastercard.id}/activate`,
    );
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it('keeps an expired card from sending and from receiving', async () => {
    const { db } = products.bank.database;
    const [card] = await db.select().from(cards).where(eq(cards.id, reshads.visa.id));
    await db.update(cards).set({ expiresOn: '2026-02-28' }).where(eq(cards.id, reshads.visa.id));
    await expectRefused(
      fromAzn({ cardNumber: cardNumberOf(reshads.visa.maskedPan) }, 1, 'A2C'),
      badRequest('DESTINATION_CARD_EXPIRED'),
    );
    await db.update(cards).set({ expiresOn: '2026-02-28' }).where(eq(cards.id, mine.visa.id));
    await expectRefused(
      { type: 'C2A', from: { productId: mine.visa.id }, to: { productId: mine.usd.id }, amount: 1 },
      badRequest('CARD_EXPIRED'),
    );
    const expiresOn = card?.expiresOn ?? '';
    await db.update(cards).set({ expiresOn }).where(eq(cards.id, reshads.visa.id));
    await db.update(cards).set({ expiresOn }).where(eq(cards.id, mine.visa.id));
  });

  it('sends at most 40 000 ₼ by mobile number through IPS', async () => {
    await expectRefused(fromAzn({ phone: '512001122' }, 40_000.01), {
      status: 400,
      code: 'IPS_AMOUNT_TOO_LARGE',
      params: { max: '40 000.00 ₼' },
    });
  });

  it('refuses an amount that the exchange turns into nothing', async () => {
    await expectRefused(fromAzn({ productId: mine.usd.id }, 0.01), badRequest('AMOUNT_TOO_SMALL'));
  });

  it('refuses an exchange the bank has no rate for', async () => {
    const { db } = products.bank.database;
    await db.delete(exchangeRates).where(eq(exchangeRates.fromCurrency, 'AZN'));
    await expectRefused(fromAzn({ productId: mine.usd.id }), {
      status: 400,
      code: 'EXCHANGE_RATE_MISSING',
      params: { from: 'AZN', to: 'USD' },
    });
  });

  it('answers only a signed-in customer', async () => {
    const response = await quote(
      products.bank,
      'no-such-token',
      fromAzn({ productId: mine.usd.id }),
    );
    expect(response.statusCode).toBe(401);
  });
});
