/**
 * quoteTransfer: each rail with its commission from the published tariff, exchange at the
 * bank's rates with exact figures, and the stored quote the execution side loads. The refusals
 * are in transfers-quote-rules.test.ts, the execution date in transfers-quote-dates.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferCommission } from '../../domain/transfers/tariffs';
import { railOf } from '../../server/transfers/quotes/price';
import { loadQuote } from '../../server/transfers/quotes/store';
import { leyla } from './support/auth';
import { type ProductsBank, reshad, startProductsBank } from './support/products';
import {
  cardNumberOf,
  customerIdOf,
  type DemoProducts,
  demoProductsOf,
  ibanAt,
  payIn,
  quote,
  quoted,
} from './support/transfers';

let products: ProductsBank;
let mine: DemoProducts;
let reshads: DemoProducts;
const quoteAsLeyla = (payload: Record<string, unknown>) =>
  quoted(products.bank, products.leylaToken, payload);

beforeAll(async () => {
  products = await startProductsBank();
  mine = await demoProductsOf(products.bank, products.leylaToken);
  reshads = await demoProductsOf(products.bank, products.reshadToken);
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('between the customer’s own products (OWN)', () => {
  it('is free, needs no code, and exchanges AZN to USD at the bank’s sell rate', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { productId: mine.usd.id },
      amount: 100,
    });
    expect(quote).toMatchObject({
      type: 'A2A',
      rail: 'OWN',
      debitAmount: 100,
      debitCurrency: 'AZN',
      // 10 000 qəpik × 0.586510 = 5 865.1 cents, rounded down.
      creditAmount: 58.65,
      creditCurrency: 'USD',
      rate: { from: 'AZN', to: 'USD', rate: 0.58651 },
      commission: 0,
      total: 100,
      executionDate: '2026-03-02',
      instant: true,
      codeRequired: false,
      expiresAt: '2026-03-02T08:05:00Z',
    });
    expect(quote.from).toEqual({
      productId: mine.azn.id,
      display: `AZ…${mine.azn.iban.slice(-4)}`,
      name: 'Current account AZN',
      currency: 'AZN',
      bank: 'Internet Bank',
    });
    expect(quote.to).toEqual({
      productId: mine.usd.id,
      display: `AZ…${mine.usd.iban.slice(-4)}`,
      name: 'Current account USD',
      currency: 'USD',
      bank: 'Internet Bank',
    });
  });

  it('rounds an exchange down to the minor unit, in the bank’s favour', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { productId: mine.usd.id },
      amount: 33.33,
    });
    // 3 333 × 0.586510 = 1 954.84 cents → 19.54 USD.
    expect(quote).toMatchObject({ creditAmount: 19.54, total: 33.33 });
  });

  it('buys USD at 1.6950 from a card to an account', async () => {
    const quote = await quoteAsLeyla({
      type: 'C2A',
      from: { productId: mine.mastercard.id },
      to: { productId: mine.azn.id },
      amount: 100,
    });
    expect(quote).toMatchObject({
      rail: 'OWN',
      creditAmount: 169.5,
      creditCurrency: 'AZN',
      rate: { from: 'USD', to: 'AZN', rate: 1.695 },
      commission: 0,
    });
    expect(quote.from.display).toBe(`5221 45•• •••• ${mine.mastercard.maskedPan.slice(-4)}`);
  });
});

describe('to another customer of the bank (INTERNAL)', () => {
  it('by IBAN: free, with a code, the receiver’s name masked', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: reshads.azn.iban },
      amount: 150,
      comment: 'Nahar üçün',
    });
    expect(quote).toMatchObject({
      rail: 'INTERNAL',
      commission: 0,
      total: 150,
      creditAmount: 150,
      rate: null,
      codeRequired: true,
      instant: true,
    });
    expect(quote.to).toEqual({
      display: `AZ…${reshads.azn.iban.slice(-4)}`,
      name: 'Rəşad Ə.',
      currency: 'AZN',
      bank: 'Internet Bank',
    });
  });

  it('by card number, card to card, into the card’s currency', async () => {
    const quote = await quoteAsLeyla({
      type: 'C2C',
      from: { productId: mine.visa.id },
      to: { cardNumber: cardNumberOf(reshads.mastercard.maskedPan) },
      amount: 169.5,
    });
    expect(quote).toMatchObject({
      rail: 'INTERNAL',
      // 16 950 qəpik × 0.586510 = 9 941.34 cents.
      creditAmount: 99.41,
      creditCurrency: 'USD',
      rate: { from: 'AZN', to: 'USD', rate: 0.58651 },
    });
    expect(quote.to).toMatchObject({
      display: `5221 45•• •••• ${reshads.mastercard.maskedPan.slice(-4)}`,
      name: 'Rəşad Ə.',
    });
  });

  it('by mobile number, into the receiver’s manat account', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.usd.id },
      to: { phone: '701112233' },
      amount: 10,
    });
    expect(quote).toMatchObject({
      rail: 'INTERNAL',
      creditAmount: 16.95,
      creditCurrency: 'AZN',
      to: { display: '+994 70 ••• •• 33', name: 'Rəşad Ə.', bank: 'Internet Bank' },
    });
  });
});

describe('to another bank', () => {
  it('by IBAN to a bank in IPS: instant, 0.30 AZN', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: ibanAt('AIIB'), name: 'Orxan Məmmədov' },
      amount: 200,
    });
    expect(quote).toMatchObject({
      rail: 'IPS',
      commission: 0.3,
      total: 200.3,
      creditAmount: 200,
      instant: true,
      codeRequired: true,
      executionDate: '2026-03-02',
      to: { name: 'Orxan Məmmədov', bank: 'Kapital Bank', currency: 'AZN' },
    });
  });

  it('by IBAN to a bank outside IPS, or over IPS’s ceiling: clearing, 1.00 AZN', async () => {
    const outside = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: ibanAt('JBBK'), name: 'Azər Bakı MMC', taxId: '1400057421' },
      amount: 200,
    });
    expect(outside).toMatchObject({ rail: 'CLEARING', commission: 1, total: 201 });
    await payIn(products.bank, mine.azn.id, 4_000_000n);
    // Over IPS's ceiling is over the daily limit too: the quote refuses it (not as IPS's
    // ceiling, so its rail was clearing), and the rail and fee are checked on their own.
    const over = await quote(products.bank, products.leylaToken, {
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { iban: ibanAt('AIIB'), name: 'Orxan Məmmədov' },
      amount: 40_000.01,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'TRANSFER_LIMIT_EXCEEDED' });
    const rail = railOf({ to: 'OTHER_BANK', via: 'IBAN', ips: true }, 'AZN', 4_000_001n);
    expect(rail).toBe('CLEARING');
    expect(transferCommission(rail, 4_000_001n, 'AZN')).toBe(100n);
  });

  it('in dollars: clearing, never IPS, no exchange, 0.60 USD', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.usd.id },
      to: { iban: ibanAt('AIIB'), name: 'Orxan Məmmədov' },
      amount: 100,
    });
    expect(quote).toMatchObject({
      rail: 'CLEARING',
      commission: 0.6,
      total: 100.6,
      creditAmount: 100,
      creditCurrency: 'USD',
      rate: null,
    });
  });

  it('by mobile number through IPS’s directory, exchanged into manats', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.usd.id },
      to: { phone: '512001122' },
      amount: 10,
    });
    expect(quote).toMatchObject({
      rail: 'IPS',
      creditAmount: 16.95,
      creditCurrency: 'AZN',
      commission: 0.2,
      total: 10.2,
      to: { name: 'Rəşad Q.', bank: 'Kapital Bank', display: '+994 51 ••• •• 22' },
    });
  });

  it('by card of another bank: 1 %, at least 1.00 AZN, rounded up', async () => {
    const to = { cardNumber: cardNumberOf('416973******1234') };
    const card = (amount: number) =>
      quoteAsLeyla({ type: 'C2C', from: { productId: mine.visa.id }, to, amount });
    expect(await card(50)).toMatchObject({ rail: 'CARD', commission: 1, total: 51 });
    expect(await card(250)).toMatchObject({ commission: 2.5, total: 252.5 });
    const odd = await card(123.45);
    expect(odd).toMatchObject({ commission: 1.24, total: 124.69 });
    expect(odd.to).toEqual({
      display: '4169 73•• •••• 1234',
      name: 'Visa',
      currency: 'AZN',
      bank: 'Kapital Bank',
    });
  });
});

describe('the stored quote', () => {
  it('is the priced transfer the execution side loads, and keeps its rate', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.usd.id },
      to: { iban: reshads.azn.iban },
      amount: 100,
    });
    const customerId = await customerIdOf(products.bank, leyla);
    const { db } = products.bank.database;
    const stored = await loadQuote(db, customerId, quote.id);
    expect(stored).toMatchObject({
      quoteId: quote.id,
      customerId,
      rail: 'INTERNAL',
      debitMinor: 10_000n,
      creditMinor: 16_950n,
      commissionMinor: 0n,
      totalMinor: 10_000n,
      rate: { from: 'USD', to: 'AZN', rateMicros: 1_695_000n },
      codeRequired: true,
      comment: null,
      source: { productId: mine.usd.id, kind: 'ACCOUNT', currency: 'USD' },
      destination: { kind: 'CUSTOMER', productId: reshads.azn.id, iban: reshads.azn.iban },
    });
    expect(stored?.executionDate.toString()).toBe('2026-03-02');
    expect(stored?.expiresAt.toString()).toBe('2026-03-02T08:05:00Z');

    const rates = await products.bank.app.inject({
      method: 'PUT',
      url: '/sandbox/v1/exchange-rates',
      payload: [{ from: 'USD', to: 'AZN', rate: 1.7 }],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    expect((await loadQuote(db, customerId, quote.id))?.creditMinor).toBe(16_950n);
    const again = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.usd.id },
      to: { iban: reshads.azn.iban },
      amount: 100,
    });
    expect(again).toMatchObject({ creditAmount: 170, rate: { rate: 1.7 } });
  });

  it('is nobody else’s', async () => {
    const quote = await quoteAsLeyla({
      type: 'A2A',
      from: { productId: mine.azn.id },
      to: { productId: mine.usd.id },
      amount: 1,
    });
    const { db } = products.bank.database;
    expect(await loadQuote(db, await customerIdOf(products.bank, leyla), quote.id)).not.toBeNull();
    expect(await loadQuote(db, await customerIdOf(products.bank, reshad), quote.id)).toBeNull();
    expect(await loadQuote(db, await customerIdOf(products.bank, leyla), 'not-a-uuid')).toBeNull();
  });
});
