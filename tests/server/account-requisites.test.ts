/**
 * Issue 15, item 13: the requisites a payer at another bank needs (the bank's name, VÖEN, BIC
 * and correspondent account from the configuration, the account's IBAN and holder), as JSON and
 * as a PDF in the caller's language; another customer's account is a 404. Also the hotlines of
 * the contact-us dialog, from the same configuration, open to visitors.
 */
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIban } from '../../domain/iban';
import { defaultBankDetails } from '../../server/config';
import { getAs, type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
let leylaAccount: { id: string; iban: string };
let reshadAccount: { id: string };

beforeAll(async () => {
  products = await startProductsBank();
  const mine = await getAs(products.bank, products.leylaToken, '/api/v1/accounts');
  [leylaAccount] = mine.json();
  const theirs = await getAs(products.bank, products.reshadToken, '/api/v1/accounts');
  [reshadAccount] = theirs.json();
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const leyla = (url: string, language = 'en') =>
  getAs(products.bank, products.leylaToken, url, language);

describe('account requisites', () => {
  it("name the bank from its configuration and the customer's account", async () => {
    const response = await leyla(`/api/v1/accounts/${leylaAccount.id}/requisites`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      beneficiary: 'Leyla Məmmədova',
      iban: leylaAccount.iban,
      currency: 'AZN',
      bankName: defaultBankDetails.name,
      bankTaxId: defaultBankDetails.taxId,
      bic: defaultBankDetails.bic,
      correspondentAccount: defaultBankDetails.correspondentAccount,
    });
  });

  it("are a 404 for another customer's account, an unknown id and a card's id", async () => {
    for (const id of [reshadAccount.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      expect((await leyla(`/api/v1/accounts/${id}/requisites`)).statusCode).toBe(404);
      expect((await leyla(`/api/v1/accounts/${id}/requisites.pdf`)).statusCode).toBe(404);
    }
  });

  it.each([
    ['az', 'Hesabın rekvizitləri', 'Müxbir hesab'],
    ['ru', 'Реквизиты счёта', 'Корреспондентский счёт'],
    ['en', 'Account requisites', 'Correspondent account'],
  ])('are a PDF to share in %s', async (language, title, correspondent) => {
    const response = await leyla(`/api/v1/accounts/${leylaAccount.id}/requisites.pdf`, language);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="requisites-${leylaAccount.iban}.pdf"`,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    for (const expected of [
      title,
      correspondent,
      'Leyla Məmmədova',
      formatIban(leylaAccount.iban),
      defaultBankDetails.taxId,
      defaultBankDetails.bic,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('need a signed-in customer', async () => {
    const response = await products.bank.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${leylaAccount.id}/requisites`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the bank contacts', () => {
  it('give the configured hotlines to a visitor', async () => {
    const response = await products.bank.app.inject({
      method: 'GET',
      url: '/api/v1/bank-contacts',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hotlines: defaultBankDetails.hotlines });
  });
});
