/**
 * The application's lifecycle on the server: the deadline job across a moved clock, renewing
 * an expired application, and the sandbox operator's events — every status × event of the
 * lifecycle chart, the allowed ones applied and the others refused with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedEvents,
  lifecycleEventTypes,
  loanApplicationStatuses,
  nextStatus,
} from '../../machines/loanApplication.machine';
import { refinancingBanks } from '../../server/applications/banks';
import { leyla as leylaIdentity, signIn } from './support/auth';
import {
  applicationsUrl,
  type CallAs,
  call,
  newApplication,
  offersOf,
  sandboxEvent,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import { uploadStatements } from './support/refinancing-documents';

let products: ProductsBank;
let leyla: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const statusOf = async (id: string) =>
  (await storedApplication(products.bank, id)).application?.status;

describe('renewing an application', () => {
  it('is refused with 409 before the deadline passed, changing nothing', async () => {
    const { id } = await startApplication(leyla);
    const before = await storedApplication(products.bank, id);
    const response = await call(
      { ...leyla, language: 'az' },
      'PUT',
      `${applicationsUrl}/${id}/refresh`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Heç nə dəyişdirilmədi/);
    expect(await storedApplication(products.bank, id)).toEqual(before);
  });

  it('returns an expired application to DEFAULT with a new deadline and fresh offers', async () => {
    const { id } = await startApplication(leyla);
    const before = await offersOf(leyla, id);
    await setStatus(products.bank, id, 'WAITING_REFRESH');
    const now = products.bank.clock.now();
    const response = await call(leyla, 'PUT', `${applicationsUrl}/${id}/refresh`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'DEFAULT',
      deadline: new Date(now.add({ hours: 72 }).epochMilliseconds).toISOString(),
    });
    const after = await offersOf(leyla, id);
    expect(after.offers.map((offer) => offer.amount)).toEqual(before.offers.map((o) => o.amount));
    const oldIds = new Set(before.offers.map((offer) => offer.id));
    expect(after.offers.some((offer) => oldIds.has(offer.id))).toBe(false);
  });
});

/** An accept body the bank takes for a new application of this type. */
async function acceptable(id: string, type: 'LOAN' | 'REFIN') {
  const {
    offers,
    eligibleForRefinancingLoans: [loan],
  } = await offersOf(leyla, id);
  if (type === 'LOAN') {
    const plain = offers.find((offer) => offer.refinancingLoansCombinationKey === '');
    return { offerId: plain?.id, amount: 300, term: plain?.term };
  }
  if (!loan) throw new Error('Leyla has no loan to refinance');
  const offer = offers.find((each) => each.refinancingLoansCombinationKey === loan.refLiabilityId);
  await uploadStatements(leyla, id, [loan.refLiabilityId]);
  const [bank] = refinancingBanks;
  return {
    offerId: offer?.id,
    amount: offer?.amount,
    term: offer?.term,
    refinancedLoans: [
      { refLiabilityId: loan.refLiabilityId, bankId: bank?.id, iban: loan.loanAccount },
    ],
  };
}

describe('the sandbox operator’s events', () => {
  it('applies every event the chart allows from every status and refuses the rest', async () => {
    for (const type of ['LOAN', 'REFIN'] as const) {
      const { id } = await startApplication(leyla, { ...newApplication, type });
      // FINAL_APPROVAL books the accepted loan: accept the smallest plain credit first, or for
      // a refinancing (which needs a loan to pay off) the offer for one loan with its statement.
      const accept = await acceptable(id, type);
      const accepted = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, accept);
      expect(accepted.statusCode, accepted.body).toBe(200);
      for (const status of loanApplicationStatuses) {
        const allowed = allowedEvents(status, type);
        for (const event of lifecycleEventTypes) {
          await setStatus(products.bank, id, status);
          const before = await storedApplication(products.bank, id);
          const response = await sandboxEvent(products.bank, id, event);
          const label = `${type} ${status} ${event}`;
          if (allowed.includes(event)) {
            expect(response.statusCode, label).toBe(200);
            expect(response.json().status, label).toBe(nextStatus(status, { type: event }, type));
          } else {
            expect(response.statusCode, label).toBe(409);
            expect(await storedApplication(products.bank, id), label).toEqual(before);
          }
        }
      }
    }
  }, 120_000);

  it('answers 404 for an unknown application and 400 for an unknown event', async () => {
    const unknown = await sandboxEvent(
      products.bank,
      '00000000-0000-4000-8000-000000000000',
      'CANCELED',
    );
    expect(unknown.statusCode).toBe(404);
    const { id } = await startApplication(leyla);
    const wrong = await sandboxEvent(products.bank, id, 'TELEPORTED');
    expect(wrong.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('DEFAULT');
  });
});

// Last: it moves the bank's clock three days on.
describe('the deadline', () => {
  it('moves open applications to WAITING_REFRESH once passed, and leaves signed ones', async () => {
    const fresh = await startApplication(leyla);
    const accepted = await startApplication(leyla);
    const { offers } = await offersOf(leyla, accepted.id);
    const offer = offers.find((candidate) => candidate.amount === 10_000);
    await call(leyla, 'PUT', `${applicationsUrl}/${accepted.id}/accept`, {
      offerId: offer?.id,
      amount: 10_000,
      term: offer?.term,
    });
    const signed = await startApplication(leyla);
    await setStatus(products.bank, signed.id, 'SIGNED');

    products.bank.clock.advance({ hours: 71 });
    await products.bank.app.jobs.runDueJobs();
    expect(await statusOf(fresh.id)).toBe('DEFAULT');

    products.bank.clock.advance({ hours: 2 });
    await products.bank.app.jobs.runDueJobs();
    expect(await statusOf(fresh.id)).toBe('WAITING_REFRESH');
    expect(await statusOf(accepted.id)).toBe('WAITING_REFRESH');
    expect(await statusOf(signed.id)).toBe('SIGNED');
    // Three days on, the morning's access token has long expired: sign in again.
    const { accessToken } = await signIn(products.bank, leylaIdentity);
    const response = await call({ ...leyla, token: accessToken }, 'GET', '/api/v1/orders');
    expect(response.statusCode, response.body).toBe(200);
    const orders = response.json<Array<{ id: string; status: string }>>();
    expect(orders.find((order) => order.id === fresh.id)?.status).toBe('WAITING_REFRESH');
  });
});
