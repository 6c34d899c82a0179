/**
 * A deadline passes the moment the bank's clock reaches it, not when the deadline job next runs
 * (every 5 minutes): in between, reads show WAITING_REFRESH, a refresh renews the application
 * (DEADLINE_PASSED then REFRESHED, both through the chart, in one transaction), and a step the
 * expired application does not take is refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leyla as leylaIdentity, signIn } from './support/auth';
import {
  applicationsUrl,
  type CallAs,
  call,
  offersOf,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

let products: ProductsBank;
let leyla: CallAs;
let accepted: string;
let untouched: string;
let signed: string;

async function acceptRequested(id: string) {
  const { offers } = await offersOf(leyla, id);
  const offer = offers.find((candidate) => candidate.amount === 10_000);
  const response = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer?.id,
    amount: 10_000,
    term: offer?.term,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  accepted = (await startApplication(leyla)).id;
  await acceptRequested(accepted);
  untouched = (await startApplication(leyla)).id;
  signed = (await startApplication(leyla)).id;
  await setStatus(products.bank, signed, 'SIGNED');
  // A second past the deadline, and the deadline job has not run.
  products.bank.clock.advance({ hours: 72, seconds: 1 });
  // The morning's access token has long expired: sign in again.
  leyla = { ...leyla, token: (await signIn(products.bank, leylaIdentity)).accessToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const stored = async (id: string) => (await storedApplication(products.bank, id)).application;

describe('an application past its deadline before the deadline job ran', () => {
  it('reads as WAITING_REFRESH in the application and the request list', async () => {
    expect((await stored(accepted))?.status).toBe('READY_FOR_FATCA');
    const read = await call(leyla, 'GET', `${applicationsUrl}/${accepted}`);
    expect(read.json().status).toBe('WAITING_REFRESH');
    const orders = (await call(leyla, 'GET', '/api/v1/orders')).json<
      Array<{ id: string; status: string }>
    >();
    const statusOf = (id: string) => orders.find((order) => order.id === id)?.status;
    expect(statusOf(accepted)).toBe('WAITING_REFRESH');
    expect(statusOf(untouched)).toBe('WAITING_REFRESH');
    // A signed application waits only for the bank's approval: its deadline does not pass.
    expect(statusOf(signed)).toBe('SIGNED');
  });

  it('refuses another step with 409 and changes nothing', async () => {
    const before = await storedApplication(products.bank, untouched);
    const { offers } = await offersOf(leyla, untouched);
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${untouched}/accept`, {
      offerId: offers[0]?.id,
      amount: 300,
      term: 12,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('APPLICATION_STATUS_CONFLICT');
    expect(await storedApplication(products.bank, untouched)).toEqual(before);
  });

  it('is renewed by a refresh: DEFAULT, a new deadline, fresh offers, nothing accepted', async () => {
    const before = await offersOf(leyla, accepted);
    const now = products.bank.clock.now();
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${accepted}/refresh`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'DEFAULT',
      deadline: new Date(now.add({ hours: 72 }).epochMilliseconds).toISOString(),
    });
    expect(await stored(accepted)).toMatchObject({
      status: 'DEFAULT',
      acceptedOfferId: null,
      acceptedAmount: null,
    });
    const after = await offersOf(leyla, accepted);
    const oldIds = new Set(before.offers.map((offer) => offer.id));
    expect(after.offers.some((offer) => oldIds.has(offer.id))).toBe(false);
  });

  it('still refuses a refresh with 409 where the deadline cannot pass (SIGNED)', async () => {
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${signed}/refresh`);
    expect(response.statusCode).toBe(409);
    expect((await stored(signed))?.status).toBe('SIGNED');
  });
});
