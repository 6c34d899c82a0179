/**
 * The mobile number of a loan application (issue 15): the customer gives it once. Without one
 * of their own, the application takes their registered mobile; a number they type wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leyla as leylaIdentity } from './support/auth';
import { applicationsUrl, type CallAs, call, storedApplication } from './support/loan-applications';
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

async function created(body: object) {
  const response = await call(leyla, 'POST', applicationsUrl, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; customerPhoneNumber: string }>();
}

describe('the mobile number of a new loan application', () => {
  it('is the registered mobile when the customer gives none', async () => {
    const application = await created({ type: 'LOAN', requestedAmount: 5000, salary: 2_000_00 });
    const registered = leylaIdentity.phone.slice(3);
    expect(application.customerPhoneNumber).toBe(registered);
    const { application: row } = await storedApplication(products.bank, application.id);
    expect(row?.customerPhone).toBe(registered);
  });

  it('is the one typed when the customer gives another', async () => {
    const application = await created({
      type: 'REFIN',
      requestedAmount: 5000,
      salary: 2_000_00,
      customerPhoneNumber: '701112233',
    });
    expect(application.customerPhoneNumber).toBe('701112233');
  });

  it('is still checked when typed', async () => {
    const response = await call(leyla, 'POST', applicationsUrl, {
      type: 'LOAN',
      requestedAmount: 5000,
      salary: 2_000_00,
      customerPhoneNumber: '123456789',
    });
    expect(response.statusCode).toBe(400);
  });
});
