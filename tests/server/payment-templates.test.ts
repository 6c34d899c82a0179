/**
 * Payment templates (issue 16, PRODUCT 3 "Payment template"): saved by the provider's own
 * rules, as a payment is checked; names unique per customer with letter case ignored, on a
 * rename too; listed by name; another customer's template is a 404 for every call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { paymentTemplates } from '../../server/db/schema';
import { startTestBank, type TestBank } from './support/bank';
import { type CustomerBooks, openCustomerBooks } from './support/customer-books';

type Template = components['schemas']['PaymentTemplate'];
type TemplateRequest = components['schemas']['PaymentTemplateRequest'];

let bank: TestBank;
let leyla: CustomerBooks;
let elvin: CustomerBooks;

beforeAll(async () => {
  // The providers' catalogue is the bank's data, written at every start.
  bank = await startTestBank();
  leyla = await openCustomerBooks(bank, { firstName: 'Leyla', lastName: 'Məmmədova' });
  elvin = await openCustomerBooks(bank, { firstName: 'Elvin', lastName: 'Quliyev' });
});
afterAll(async () => {
  await bank?.close();
});

function call(
  who: CustomerBooks,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) {
  return bank.app.inject({
    method,
    url: `/api/v1/payment-templates${url}`,
    payload,
    headers: { authorization: who.token, 'accept-language': language },
  });
}

const mother: TemplateRequest = {
  name: 'Mother’s phone',
  providerId: 'azercell',
  fields: { phone: '501234567' },
  amount: 10,
};
const gas: TemplateRequest = {
  name: 'Home gas',
  providerId: 'azeriqaz',
  fields: { subscriberCode: '1002003001' },
};

async function save(who: CustomerBooks, request: TemplateRequest): Promise<Template> {
  const response = await call(who, 'POST', '', request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function templatesOf(who: CustomerBooks) {
  return bank.database.db
    .select()
    .from(paymentTemplates)
    .where(eq(paymentTemplates.customerId, who.customerId));
}

describe('saving and reading templates', () => {
  it('saves a template with its provider, reads it back and lists by name', async () => {
    const saved = await save(leyla, mother);
    expect(saved).toMatchObject({
      name: 'Mother’s phone',
      provider: {
        id: 'azercell',
        name: 'Azercell',
        category: 'MOBILE',
        mark: { initials: 'AC', color: '#5b2a86' },
      },
      fields: { phone: '501234567' },
      amount: 10,
      createdAt: new Date(bank.clock.now().epochMilliseconds).toISOString(),
    });
    const read = await call(leyla, 'GET', `/${saved.id}`);
    expect(read.json()).toEqual(saved);
    await save(leyla, gas);
    const listed = await call(leyla, 'GET', '', undefined, 'ru');
    expect(listed.statusCode).toBe(200);
    const names = (listed.json() as Template[]).map(({ name, provider }) => [name, provider.name]);
    expect(names).toEqual([
      ['Home gas', 'Азеригаз'],
      ['Mother’s phone', 'Azercell'],
    ]);
    expect(await call(elvin, 'GET', '').then((answer) => answer.json())).toEqual([]);
  });

  it('keeps the name without the spaces around it', async () => {
    const saved = await save(leyla, { ...mother, name: '  Sister  ', amount: null });
    expect(saved).toMatchObject({ name: 'Sister', amount: null });
  });
});

describe('the rules of a template', () => {
  it('refuses a name the customer already has, letter case ignored, and saves nothing', async () => {
    const before = await templatesOf(leyla);
    const taken = await call(leyla, 'POST', '', { ...gas, name: 'HOME GAS' }, 'az');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'TEMPLATE_NAME_TAKEN',
      message: 'Bu adda şablonunuz artıq var: başqa ad seçin.',
    });
    expect(await templatesOf(leyla)).toEqual(before);
    // Another customer may use the name.
    await save(elvin, { ...gas, name: 'Home gas' });
  });

  it('refuses a rename to a name in use and leaves the template as it was', async () => {
    const sister = await save(leyla, {
      ...mother,
      name: 'Brother',
      fields: { phone: '101112233' },
    });
    const renamed = await call(leyla, 'PUT', `/${sister.id}`, { ...mother, name: 'home GAS' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('TEMPLATE_NAME_TAKEN');
    expect((await call(leyla, 'GET', `/${sister.id}`)).json()).toEqual(sister);
    // Its own name in another case is no clash.
    const recased = await call(leyla, 'PUT', `/${sister.id}`, { ...mother, name: 'BROTHER' });
    expect(recased.statusCode, recased.body).toBe(200);
  });

  it.each([
    [
      'a prefix of another operator',
      { ...mother, fields: { phone: '701234567' } },
      'PHONE_PREFIX_NOT_OPERATOR',
    ],
    [
      'a code of the wrong form',
      { ...gas, fields: { subscriberCode: '12AB' } },
      'SUBSCRIBER_CODE_INVALID',
    ],
    ['the other field', { ...gas, fields: { phone: '501234567' } }, 'FIELD_REQUIRED'],
    ['an amount over the maximum', { ...mother, amount: 500.01 }, 'AMOUNT_ABOVE_MAX'],
    ['an amount under the minimum', { ...gas, amount: 0.99 }, 'AMOUNT_BELOW_MIN'],
    ['a blank name', { ...gas, name: '   ' }, 'TEMPLATE_NAME_REQUIRED'],
  ])('refuses %s with a 400 naming the rule', async (_what, request, problem) => {
    const before = await templatesOf(leyla);
    const refused = await call(leyla, 'POST', '', request);
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json() as { code: string; message: string };
    expect(body.code).toBe(problem);
    expect(body.message).not.toBe('');
    expect(await templatesOf(leyla)).toEqual(before);
  });

  it('says why in the language of the request, with the provider’s own rule', async () => {
    const request = { ...mother, name: 'Nar', fields: { phone: '701234567' } };
    const az = await call(leyla, 'POST', '', request, 'az');
    const ru = await call(leyla, 'POST', '', request, 'ru');
    expect(az.json().message).toContain('50, 51, 10');
    expect(az.json().message).toContain('Azercell');
    expect(ru.json().message).not.toBe(az.json().message);
    const over = await call(leyla, 'POST', '', { ...mother, name: 'Big', amount: 501 }, 'en');
    expect(over.json().message).toContain('500');
  });

  it('answers 404 for a provider the bank does not pay', async () => {
    const unknown = await call(leyla, 'POST', '', { ...gas, name: 'X', providerId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('another customer’s template', () => {
  it('is a 404 to read, replace and delete, and stays as it was', async () => {
    const [own] = await templatesOf(elvin);
    if (!own) throw new Error('Elvin saved a template above');
    const before = await call(elvin, 'GET', `/${own.id}`);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const id of [own.id, unknownId, 'not-a-uuid']) {
      expect((await call(leyla, 'GET', `/${id}`)).statusCode).toBe(404);
      const replaced = await call(leyla, 'PUT', `/${id}`, { ...gas, name: 'Mine now' });
      expect(replaced.statusCode).toBe(404);
      expect((await call(leyla, 'DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await call(elvin, 'GET', `/${own.id}`)).body).toBe(before.body);
  });
});

describe('changing and deleting', () => {
  it('replaces the provider, field and amount, then deletes', async () => {
    const saved = await save(leyla, { ...mother, name: 'Water' });
    const water = {
      name: 'Water',
      providerId: 'azersu',
      fields: { subscriberCode: '10020030' },
      amount: 25.5,
    };
    const replaced = await call(leyla, 'PUT', `/${saved.id}`, water);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: saved.id,
      provider: { id: 'azersu', category: 'WATER' },
      fields: { subscriberCode: '10020030' },
      amount: 25.5,
      createdAt: saved.createdAt,
    });
    const [row] = (await templatesOf(leyla)).filter(({ id }) => id === saved.id);
    expect(row).toMatchObject({ phone: null, subscriberCode: '10020030', amountMinor: 2550n });
    const deleted = await call(leyla, 'DELETE', `/${saved.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(leyla, 'GET', `/${saved.id}`)).statusCode).toBe(404);
    expect((await call(leyla, 'DELETE', `/${saved.id}`)).statusCode).toBe(404);
    // The name is free again.
    await save(leyla, { ...gas, name: 'water' });
  });
});
