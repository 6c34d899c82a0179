/**
 * findTransferRecipient: the masked name and the bank behind an IBAN, a card number or a mobile
 * number, and the rails to it; the sandbox's IPS directory and exchange rates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n';
import { getAs, type ProductsBank, startProductsBank } from './support/products';
import { cardNumberOf, type DemoProducts, demoProductsOf, ibanAt } from './support/transfers';

let products: ProductsBank;
let mine: DemoProducts;
let reshads: DemoProducts;

beforeAll(async () => {
  products = await startProductsBank();
  mine = await demoProductsOf(products.bank, products.leylaToken);
  reshads = await demoProductsOf(products.bank, products.reshadToken);
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const find = (query: string, language = 'en') =>
  getAs(products.bank, products.leylaToken, `/api/v1/transfers/recipient?${query}`, language);

async function found(query: string) {
  const response = await find(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const thisBank = {
  id: 'internet-bank',
  bic: 'IBNKAZ22',
  ibanCode: 'IBNK',
  name: 'Internet Bank',
  ips: true,
};
const kapitalBank = {
  id: 'kapital-bank',
  bic: 'AIIBAZ2X',
  ibanCode: 'AIIB',
  name: 'Kapital Bank',
  ips: true,
};

describe('a customer of this bank', () => {
  it('by IBAN, card number or mobile number: the masked name', async () => {
    const reshad = { name: 'Rəşad Ə.', bank: thisBank, rails: ['INTERNAL'] };
    expect(await found(`iban=${reshads.usd.iban}`)).toEqual(reshad);
    expect(await found(`cardNumber=${cardNumberOf(reshads.visa.maskedPan)}`)).toEqual(reshad);
    expect(await found('phone=701112233')).toEqual(reshad);
  });

  it('the caller’s own account goes by the OWN rail', async () => {
    expect(await found(`iban=${mine.usd.iban}`)).toEqual({
      name: 'Leyla M.',
      bank: thisBank,
      rails: ['OWN'],
    });
  });
});

describe('another bank', () => {
  it('by IBAN: the bank from its code, no name, IPS first where it takes part', async () => {
    expect(await found(`iban=${ibanAt('AIIB')}`)).toEqual({
      name: null,
      bank: kapitalBank,
      rails: ['IPS', 'CLEARING'],
    });
    expect(await found(`iban=${ibanAt('JBBK')}`)).toEqual({
      name: null,
      bank: {
        id: 'bank-of-baku',
        bic: 'JBBKAZ22',
        ibanCode: 'JBBK',
        name: 'Bank of Baku',
        ips: false,
      },
      rails: ['CLEARING'],
    });
  });

  it('by card number: the issuer from its BIN', async () => {
    expect(await found(`cardNumber=${cardNumberOf('416973******1234')}`)).toEqual({
      name: null,
      bank: kapitalBank,
      rails: ['CARD'],
    });
  });

  it('by mobile number: IPS’s directory with its masked name', async () => {
    expect(await found('phone=512001122')).toEqual({
      name: 'Rəşad Q.',
      bank: kapitalBank,
      rails: ['IPS'],
    });
  });
});

describe('refusals', () => {
  it('answers 404 for what nobody has', async () => {
    const queries = [
      `iban=${ibanAt('IBNK', '38019440000000099999')}`,
      'phone=509998877',
      `cardNumber=${cardNumberOf('462213******0001')}`,
      `cardNumber=${cardNumberOf('999999******0001')}`,
    ];
    for (const query of queries) {
      const response = await find(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json().code).toBe('RECIPIENT_NOT_FOUND');
    }
    const bank = await find(`iban=${ibanAt('ZZZZ')}`, 'az');
    expect(bank.statusCode).toBe(404);
    expect(bank.json()).toEqual({
      code: 'BANK_NOT_FOUND',
      message: translate('BANK_NOT_FOUND', 'az'),
    });
  });

  it('asks for exactly one of the three, each in its valid form', async () => {
    for (const query of ['', `iban=${mine.azn.iban}&phone=701112233`]) {
      const response = await find(query, 'ru');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: translate('RECIPIENT_QUERY_ONE_OF', 'ru'),
      });
    }
    const iban = ibanAt('AIIB');
    const wrongDigits = `AZ${iban.slice(2, 4) === '11' ? '12' : '11'}${iban.slice(4)}`;
    const card = cardNumberOf('416973******1234');
    const cases = [
      [`iban=${wrongDigits}`, 'IBAN_INVALID', 'IBAN_INVALID'],
      [
        `cardNumber=${card.slice(0, 15)}${(Number(card[15]) + 1) % 10}`,
        'CARD_NUMBER_INVALID',
        'CARD_NUMBER_INVALID',
      ],
      ['phone=551234567', 'PHONE_INVALID', 'MOBILE_PHONE_INVALID'],
    ] as const;
    for (const [query, code, key] of cases) {
      const response = await find(query, 'az');
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ code, message: translate(key, 'az') });
    }
  });

  it('answers only a signed-in customer', async () => {
    const response = await getAs(
      products.bank,
      'no-such-token',
      '/api/v1/transfers/recipient?phone=701112233',
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('the sandbox', () => {
  it('lists the IPS directory', async () => {
    const response = await products.bank.app.inject({ url: '/sandbox/v1/ips-directory' });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json();
    expect(entries).toContainEqual({ phone: '512001122', name: 'Rəşad Q.', bank: kapitalBank });
    expect(entries).toHaveLength(4);
  });

  it('sets exchange rates, keeping the directions it is not given', async () => {
    const response = await products.bank.app.inject({
      method: 'PUT',
      url: '/sandbox/v1/exchange-rates',
      payload: [
        { from: 'USD', to: 'AZN', rate: 1.7 },
        { from: 'AZN', to: 'USD', rate: 0.588235 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { from: 'AZN', to: 'EUR', rate: 0.501253 },
      { from: 'AZN', to: 'USD', rate: 0.588235 },
      { from: 'EUR', to: 'AZN', rate: 1.965 },
      { from: 'EUR', to: 'USD', rate: 1.152492 },
      { from: 'USD', to: 'AZN', rate: 1.7 },
      { from: 'USD', to: 'EUR', rate: 0.849624 },
    ]);
    const listed = await products.bank.app.inject({ url: '/api/v1/exchange-rates' });
    expect(listed.json()).toEqual(response.json());
  });

  it('refuses a rate that is no rate, or a direction given twice', async () => {
    const put = (payload: unknown[]) =>
      products.bank.app.inject({ method: 'PUT', url: '/sandbox/v1/exchange-rates', payload });
    for (const rate of [
      { from: 'AZN', to: 'AZN', rate: 1 },
      { from: 'AZN', to: 'USD', rate: 0 },
      { from: 'AZN', to: 'USD', rate: 0.1234567 },
    ]) {
      const response = await put([rate]);
      expect(response.statusCode, JSON.stringify(rate)).toBe(400);
      expect(response.json().code).toBe('EXCHANGE_RATE_INVALID');
    }
    const twice = await put([
      { from: 'USD', to: 'AZN', rate: 1.7 },
      { from: 'USD', to: 'AZN', rate: 1.71 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('EXCHANGE_RATE_REPEATED');
  });
});
