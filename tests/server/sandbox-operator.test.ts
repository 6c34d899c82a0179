/**
 * The sandbox operator console's list: every customer's applications, newest first, with
 * the events the lifecycle chart takes from each status; filters; 404 outside sandbox mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedEvents } from '../../machines/loanApplication.machine';
import { startTestBank, type TestBank } from './support/bank';
import {
  type CallAs,
  call,
  newApplication,
  setStatus,
  startApplication,
} from './support/loan-applications';
import { accountApplicationsUrl } from './support/product-applications';
import { type ProductsBank, startProductsBank } from './support/products';

interface OperatorItem {
  id: string;
  customerName: string;
  customerPhoneNumber: string;
  type: string;
  status: string;
  requestedAmount: number;
  currency: string;
  createdAt: string;
  deadline: string;
  allowedEvents: string[];
}

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;
const started: Record<'first' | 'second' | 'reshads', string> = {
  first: '',
  second: '',
  reshads: '',
};

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
  started.first = (await startApplication(leyla)).id;
  products.bank.clock.advance({ minutes: 1 });
  started.second = (
    await startApplication(leyla, { ...newApplication, requestedAmount: 2_500 })
  ).id;
  products.bank.clock.advance({ minutes: 1 });
  started.reshads = (
    await startApplication(reshad, { ...newApplication, customerPhoneNumber: '701112233' })
  ).id;
  await setStatus(products.bank, started.second, 'WAITING_IDENTIFICATION_RESULT');
}, 60_000);
afterAll(() => products.bank.close());

async function operatorList(query = '', language = 'en') {
  return products.bank.app.inject({
    url: `/sandbox/v1/loan-applications${query}`,
    headers: { 'accept-language': language },
  });
}

describe('GET /sandbox/v1/loan-applications', () => {
  it('lists every customer’s applications newest first, with the chart’s events', async () => {
    const response = await operatorList();
    expect(response.statusCode).toBe(200);
    const items = response.json<OperatorItem[]>();
    expect(items.map((item) => item.id)).toEqual([started.reshads, started.second, started.first]);
    expect(items[1]).toMatchObject({
      customerName: 'Leyla Məmmədova',
      customerPhoneNumber: '501234567',
      type: 'LOAN',
      status: 'WAITING_IDENTIFICATION_RESULT',
      requestedAmount: 2_500,
    });
    expect(items[0]?.customerName).toBe('Rəşad Əliyev');
    expect(Date.parse(items[2]?.deadline ?? '')).toBeGreaterThan(
      Date.parse(items[2]?.createdAt ?? ''),
    );
    for (const item of items) {
      expect(item.allowedEvents).toEqual(allowedEvents(item.status as never, 'LOAN'));
    }
    expect(items[1]?.allowedEvents).toEqual(
      expect.arrayContaining(['IDENTIFICATION_APPROVED', 'IDENTIFICATION_REJECTED', 'CANCELED']),
    );
  });

  it('shows the chart’s new events after an operator action', async () => {
    await products.bank.app.inject({
      method: 'POST',
      url: `/sandbox/v1/loan-applications/${started.first}/events`,
      payload: { type: 'SENT_TO_REVIEW' },
    });
    const item = (await operatorList('?status=IN_REVIEW')).json<OperatorItem[]>()[0];
    expect(item).toMatchObject({ id: started.first, status: 'IN_REVIEW' });
    expect(item?.allowedEvents).toEqual(allowedEvents('IN_REVIEW', 'LOAN'));
  });

  it.each(['501234567', '994501234567'])('filters by phone written as %s', async (phone) => {
    const items = (await operatorList(`?phone=${phone}`)).json<OperatorItem[]>();
    expect(items.map((item) => item.id)).toEqual([started.second, started.first]);
  });

  it('filters by status and by both', async () => {
    const waiting = (await operatorList('?status=WAITING_IDENTIFICATION_RESULT')).json();
    expect(waiting.map((item: OperatorItem) => item.id)).toEqual([started.second]);
    expect((await operatorList('?phone=701112233&status=IN_REVIEW')).json()).toEqual([]);
  });

  it.each([
    ['?phone=0501234567', 'The phone number must be 9 digits'],
    ['?status=TELEPORTED', 'The field "status" has an invalid value'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await operatorList(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('lists a new current account too, with its currency and the account chart’s events', async () => {
    products.bank.clock.advance({ minutes: 1 });
    const opened = await call(reshad, 'POST', accountApplicationsUrl, { currency: 'USD' });
    expect(opened.statusCode).toBe(201);
    const [item] = (await operatorList('?phone=701112233')).json<OperatorItem[]>();
    expect(item).toMatchObject({
      id: opened.json().id,
      type: 'ACCOUNT',
      currency: 'USD',
      requestedAmount: 0,
      status: 'READY_FOR_FATCA',
    });
    expect(item?.allowedEvents).toEqual(allowedEvents('READY_FOR_FATCA', 'ACCOUNT'));
  });
});

describe('sandbox mode off (production)', () => {
  let production: TestBank;
  beforeAll(async () => {
    production = await startTestBank({ sandbox: false, nodeEnv: 'production' });
  });
  afterAll(() => production.close());

  it('has no operator list', async () => {
    const response = await production.app.inject({ url: '/sandbox/v1/loan-applications' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
