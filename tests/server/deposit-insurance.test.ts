/**
 * Step 3 of accounts and deposits (issue 15): the customer confirms reading that the deposit
 * insurance scheme covers their money; the bank records when, and prepares no documents of an
 * account or deposit without that confirmation, whoever moves it on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallAs, call, sandboxEvent, storedApplication } from './support/loan-applications';
import {
  accountApplicationsUrl,
  accountIn,
  answerFatca,
  confirmDepositInsurance,
  depositApplicationsUrl,
  depositRequest,
  started,
} from './support/product-applications';
import { type ProductsBank, startProductsBank } from './support/products';

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

/** An account application of Leyla's at the notice: FATCA answered. */
async function accountAtNotice() {
  const account = await started(leyla, accountApplicationsUrl, { currency: 'USD' });
  expect((await answerFatca(leyla, account.id, 'ACCOUNT')).json()).toEqual({
    status: 'INSURANCE_SELECTIONS',
  });
  return account.id;
}

const storedRow = async (id: string) => (await storedApplication(products.bank, id)).application;

describe('the deposit insurance notice', () => {
  it('read by the customer moves an account on to its documents, recording when', async () => {
    const id = await accountAtNotice();
    const response = await confirmDepositInsurance(leyla, id, 'ACCOUNT');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
    const row = await storedRow(id);
    expect(row?.depositInsuranceReadAt?.toISOString()).toBe(
      new Date(products.bank.clock.now().epochMilliseconds).toISOString(),
    );
    // Read once: a second confirmation is out of step.
    expect((await confirmDepositInsurance(leyla, id, 'ACCOUNT')).statusCode).toBe(409);
  });

  it('read for a deposit on its own path; the other product’s path does not know it', async () => {
    const source = await accountIn(leyla, 'AZN');
    const deposit = await started(leyla, depositApplicationsUrl, depositRequest(source.id));
    await answerFatca(leyla, deposit.id, 'DEPOSIT');
    expect((await confirmDepositInsurance(leyla, deposit.id, 'ACCOUNT')).statusCode).toBe(404);
    const response = await confirmDepositInsurance(leyla, deposit.id, 'DEPOSIT');
    expect(response.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
  });

  it('is confirmed only with read: true, by its customer, in its step', async () => {
    const id = await accountAtNotice();
    const unread = await confirmDepositInsurance(leyla, id, 'ACCOUNT', { read: false });
    expect(unread.statusCode).toBe(400);
    expect((await confirmDepositInsurance(reshad, id, 'ACCOUNT')).statusCode).toBe(404);
    expect((await storedRow(id))?.depositInsuranceReadAt).toBeNull();

    const early = await started(leyla, accountApplicationsUrl, { currency: 'EUR' });
    const refused = await confirmDepositInsurance(leyla, early.id, 'ACCOUNT');
    expect(refused.statusCode).toBe(409);
    expect((await storedRow(early.id))?.status).toBe('READY_FOR_FATCA');
  });

  it('is required: skipping the step without it is refused with a translated message', async () => {
    const id = await accountAtNotice();
    const operator = await sandboxEvent(products.bank, id, 'INSURANCE_SKIPPED', 'ru');
    expect(operator.statusCode).toBe(409);
    expect(operator.json()).toMatchObject({
      code: 'DEPOSIT_INSURANCE_NOT_READ',
      message:
        'Прежде чем готовить документы, подтвердите, что вы прочитали информацию о страховании вкладов.',
    });
    const skip = await call(
      leyla,
      'POST',
      `/loan-insurance/v1/loan-insurances/skip?applicationId=${id}`,
    );
    expect(skip.statusCode).toBe(409);
    expect((await storedRow(id))?.status).toBe('INSURANCE_SELECTIONS');
  });
});
