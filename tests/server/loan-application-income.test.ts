/**
 * The salary and official income of a credit application (SPEC 3, PRODUCT 5): stored in qəpik
 * with the application and read back in manat; a missing or zero salary, a negative amount and
 * an official income above the salary are refused with a translated 400, creating nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationsUrl,
  type CallAs,
  call,
  countApplications,
  newApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
let leyla: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

describe('the income of a new credit application', () => {
  it('is stored in qəpik and read back in manat', async () => {
    const body = { ...newApplication, salary: 2_400_50, officialIncome: 1_800_00 };
    const response = await call(leyla, 'POST', applicationsUrl, body);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: string }>();
    expect(created).toMatchObject({ salary: 2400.5, officialIncome: 1800 });
    const read = await call(leyla, 'GET', `${applicationsUrl}/${created.id}`);
    expect(read.json()).toMatchObject({ salary: 2400.5, officialIncome: 1800 });
    const { application } = await storedApplication(products.bank, created.id);
    expect(application).toMatchObject({ salary: 2_400_50n, officialIncome: 1_800_00n });
  });

  it('takes a salary without an official income, and one equal to it', async () => {
    const { officialIncome: _, ...withoutOfficial } = newApplication;
    const none = await call(leyla, 'POST', applicationsUrl, withoutOfficial);
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json()).toMatchObject({ salary: 2400, officialIncome: null });
    const equal = { ...newApplication, salary: 900_00, officialIncome: 900_00 };
    expect((await call(leyla, 'POST', applicationsUrl, equal)).statusCode).toBe(201);
  });

  it.each([
    // The contract refuses it first, naming the field.
    ['a missing salary', { salary: undefined }, 'The field "salary" is required'],
    ['a salary of 0', { salary: 0 }, 'The monthly salary must be an amount above zero.'],
    ['a negative salary', { salary: -100 }, 'The monthly salary must be an amount above zero.'],
    [
      'a negative official income',
      { officialIncome: -1 },
      'The official income must be an amount of zero or more.',
    ],
    [
      'an official income above the salary',
      { salary: 1_000_00, officialIncome: 1_000_01 },
      'The official income cannot be more than the monthly salary.',
    ],
  ])('refuses %s with a translated 400 and creates nothing', async (_, change, english) => {
    const before = await countApplications(products.bank);
    const body = JSON.parse(JSON.stringify({ ...newApplication, ...change }));
    const en = await call(leyla, 'POST', applicationsUrl, body);
    const az = await call({ ...leyla, language: 'az' }, 'POST', applicationsUrl, body);
    const ru = await call({ ...leyla, language: 'ru' }, 'POST', applicationsUrl, body);
    expect([en.statusCode, az.statusCode, ru.statusCode]).toEqual([400, 400, 400]);
    expect(en.json().message).toBe(english);
    expect(new Set([en.json().message, az.json().message, ru.json().message]).size).toBe(3);
    expect(await countApplications(products.bank)).toBe(before);
  });
});
