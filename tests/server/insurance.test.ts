/**
 * Loan insurance (step 3): the insurers' offers priced from the accepted loan, choosing one
 * (POST, or PATCH to change it) or going on without insurance, each moving the application to
 * DOCUMENTS_PREPARATION; a refusal (wrong status, another customer, twice) changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanApplications, loanInsurances } from '../../server/db/schema';
import {
  applicationsUrl,
  type CallAs,
  call,
  offersOf,
  sandboxEvent,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';

const insuranceUrl = '/loan-insurance/v1/loan-insurances';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

/** An application with an accepted offer, carried through steps 1 and 2 by the sandbox. */
async function applicationChoosingInsurance() {
  const { id } = await startApplication(leyla);
  const { offers } = await offersOf(leyla, id);
  const offer = offers.find((candidate) => candidate.amount === 10_000);
  await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer?.id,
    amount: 10_000,
    term: offer?.term,
  });
  for (const event of ['FATCA_PASSED', 'SLOT_BOOKED', 'IDENTIFICATION_APPROVED']) {
    const response = await sandboxEvent(products.bank, id, event);
    if (response.statusCode !== 200) throw new Error(`${event}: ${response.body}`);
  }
  return id;
}

async function acceptedLoan(id: string, acceptedAmount: bigint, acceptedTerm: number) {
  await products.bank.database.db
    .update(loanApplications)
    .set({ acceptedAmount, acceptedTerm })
    .where(eq(loanApplications.id, id));
}

function insuranceCall(
  { bank, token, language = 'en' }: CallAs,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
) {
  return bank.app.inject({
    method,
    url: `${insuranceUrl}${path}`,
    headers: { authorization: token, 'accept-language': language },
  });
}

const offersCall = (as: CallAs, id: string) =>
  insuranceCall(as, 'GET', `/offers?applicationId=${id}`);
const select = (as: CallAs, id: string, insurerId = 'PASHA_SIGORTA') =>
  insuranceCall(as, 'POST', `/select?insurerId=${insurerId}&applicationId=${id}`);
const update = (as: CallAs, id: string, insurerId = 'MEGA_SIGORTA') =>
  insuranceCall(as, 'PATCH', `?insurerId=${insurerId}&applicationId=${id}`);
const skip = (as: CallAs, id: string) => insuranceCall(as, 'POST', `/skip?applicationId=${id}`);

async function storedInsurance(id: string) {
  return products.bank.database.db
    .select()
    .from(loanInsurances)
    .where(eq(loanInsurances.applicationId, id));
}

describe('the insurance offers', () => {
  it('price the accepted loan: amount × yearly rate × term / 12, floored to the qəpik', async () => {
    const id = await applicationChoosingInsurance();
    // 1 234.56 AZN over 7 months; Atəşgah insures from 3 000 AZN only.
    await acceptedLoan(id, 123_456n, 7);
    const response = await offersCall(leyla, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      insurances: [
        // 123 456 × 1.2% × 7/12 = 864.192 qəpik
        { insurerId: 'PASHA_SIGORTA', name: 'PAŞA Sığorta', premium: 8.64, currency: 'AZN' },
        // 123 456 × 1.5% × 7/12 = 1 080.24 qəpik
        { insurerId: 'MEGA_SIGORTA', name: 'Meqa Sığorta', premium: 10.8, currency: 'AZN' },
      ],
      hasExistingInsurance: false,
    });
  });

  it('are none for a loan no insurer covers, and say health insurance is unavailable', async () => {
    const id = await applicationChoosingInsurance();
    // 400 AZN: Meqa Sığorta, the insurer with the lowest threshold, covers loans from 500 AZN.
    await acceptedLoan(id, 40_000n, 12);
    expect((await offersCall(leyla, id)).json()).toEqual({
      insurances: [],
      hasExistingInsurance: false,
      unavailable: { reason: 'LOAN_BELOW_INSURERS_MINIMUM', insuredFrom: 500, currency: 'AZN' },
    });
    // The customer can still go on without it.
    expect((await skip(leyla, id)).statusCode).toBe(200);
  });

  it('are available from the smallest insured amount on', async () => {
    const id = await applicationChoosingInsurance();
    await acceptedLoan(id, 50_000n, 12);
    const offers = (await offersCall(leyla, id)).json();
    expect(offers.unavailable).toBeUndefined();
    expect(offers.insurances.map((offer: { insurerId: string }) => offer.insurerId)).toEqual([
      'MEGA_SIGORTA',
    ]);
  });

  it('answer 404 for another customer’s or an unknown application', async () => {
    const id = await applicationChoosingInsurance();
    expect((await offersCall(reshad, id)).statusCode).toBe(404);
    expect((await offersCall(leyla, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('choosing insurance', () => {
  it('stores the insurer and moves the application to DOCUMENTS_PREPARATION', async () => {
    const id = await applicationChoosingInsurance();
    await acceptedLoan(id, 500_000n, 18);
    const response = await select(leyla, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
    const [insurance] = await storedInsurance(id);
    // 500 000 × 1.2% × 18/12 = 9 000 qəpik
    expect(insurance).toMatchObject({ insurerId: 'PASHA_SIGORTA', premium: 9_000n });
    expect((await offersCall(leyla, id)).json().hasExistingInsurance).toBe(true);
  });

  it('refuses a second choice with 409 in the caller’s language: it is updated instead', async () => {
    const id = await applicationChoosingInsurance();
    await select(leyla, id);
    await setStatus(products.bank, id, 'INSURANCE_SELECTIONS');
    const before = await storedApplication(products.bank, id);
    const again = await select({ ...leyla, language: 'ru' }, id, 'MEGA_SIGORTA');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'INSURANCE_ALREADY_CHOSEN',
      message: 'Страховка для этой заявки уже выбрана. Чтобы сменить страховщика, обновите выбор.',
    });
    expect(await storedApplication(products.bank, id)).toEqual(before);

    const updated = await update(leyla, id);
    expect(updated.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
    expect((await storedInsurance(id)).map((row) => row.insurerId)).toEqual(['MEGA_SIGORTA']);
  });

  it('refuses an update when nothing was chosen, and an insurer not offered', async () => {
    const id = await applicationChoosingInsurance();
    const updated = await update(leyla, id);
    expect(updated.statusCode).toBe(409);
    expect(updated.json().code).toBe('INSURANCE_NOT_CHOSEN');
    const unknown = await select(leyla, id, 'NOBODY');
    expect(unknown.statusCode).toBe(400);
    expect(await storedInsurance(id)).toEqual([]);
    expect((await storedApplication(products.bank, id)).application?.status).toBe(
      'INSURANCE_SELECTIONS',
    );
  });

  it('answers 409 from a wrong status and 404 for another customer, changing nothing', async () => {
    const { id } = await startApplication(leyla);
    const before = await storedApplication(products.bank, id);
    const wrong = await select(leyla, id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('APPLICATION_STATUS_CONFLICT');
    expect((await skip(leyla, id)).statusCode).toBe(409);
    const other = await applicationChoosingInsurance();
    expect((await select(reshad, other)).statusCode).toBe(404);
    expect((await skip(reshad, other)).statusCode).toBe(404);
    expect(await storedApplication(products.bank, id)).toEqual(before);
    expect(await storedInsurance(other)).toEqual([]);
  });
});

describe('going on without insurance', () => {
  it('moves the application to DOCUMENTS_PREPARATION with no insurance stored', async () => {
    const id = await applicationChoosingInsurance();
    const response = await skip(leyla, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
    expect(await storedInsurance(id)).toEqual([]);
  });

  it('drops an insurer chosen earlier, so no premium is charged for it', async () => {
    const id = await applicationChoosingInsurance();
    await select(leyla, id);
    // Back at the insurance step, as after fresh offers.
    await setStatus(products.bank, id, 'INSURANCE_SELECTIONS');
    expect((await skip(leyla, id)).json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
    expect(await storedInsurance(id)).toEqual([]);
  });
});
