/**
 * Accounts and deposits carried to the bank's final approval (issue 6): FATCA by the customer,
 * the documents and signing by the sandbox, then FINAL_APPROVAL. An account opens with a valid
 * AZ IBAN (checked by an independent library); a deposit is funded from its source account
 * through the ledger to the qəpik, is listed with its rate and accrues with the daily job; a
 * source account short of money at approval is refused with nothing changed.
 */
import { eq } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ourBankCode } from '../../domain/iban';
import { currentAccounts, deposits } from '../../server/db/schema';
import {
  bankAccountId,
  ledgerTotals,
  postLedgerTransaction,
  readBalance,
} from '../../server/ledger';
import { ledgerSnapshot, unbalancedTransactions } from './support/ledger';
import { type CallAs, call, sandboxEvent, storedApplication } from './support/loan-applications';
import {
  type AccountJson,
  accountApplicationsUrl,
  accountIn,
  accountsOf,
  answerFatca,
  confirmDepositInsurance,
  depositApplicationsUrl,
  depositRequest,
  started,
} from './support/product-applications';
import { moveClock } from './support/product-jobs';
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

const minor = (major: number) => Math.round(major * 100);

async function operator(id: string, events: readonly string[]) {
  for (const event of events) {
    const response = await sandboxEvent(products.bank, id, event);
    expect(response.statusCode, `${event}: ${response.body}`).toBe(200);
  }
}

/** FATCA and the deposit insurance notice by the customer, documents and signing. */
async function carryToSigned(as: CallAs, id: string, productType: 'ACCOUNT' | 'DEPOSIT') {
  const fatca = await answerFatca(as, id, productType);
  expect(fatca.json()).toEqual({ status: 'INSURANCE_SELECTIONS' });
  const read = await confirmDepositInsurance(as, id, productType);
  expect(read.json()).toEqual({ status: 'DOCUMENTS_PREPARATION' });
  await operator(id, ['DOCUMENTS_READY', 'DOCUMENTS_SIGNED']);
  expect((await storedApplication(products.bank, id)).application?.status).toBe('SIGNED');
}

interface DepositJson {
  id: string;
  name: string;
  productType: string;
  currency: string;
  term: number;
  payoutFrequency: string;
  rate: number;
  amount: number;
  accruedInterest: number;
  startDate: string;
  endDate: string;
  sourceAccount: { iban: string };
}

async function depositsOf(as: CallAs) {
  return (await call(as, 'GET', '/api/v1/deposits')).json<DepositJson[]>();
}

async function ledgerAccountOf(accountId: string): Promise<string> {
  const [account] = await products.bank.database.db
    .select()
    .from(currentAccounts)
    .where(eq(currentAccounts.id, accountId));
  if (!account) throw new Error('no such account');
  return account.ledgerAccountId;
}

async function expectBalancedLedger() {
  const { db } = products.bank.database;
  expect(await unbalancedTransactions(db)).toEqual([]);
  for (const total of (await ledgerTotals(db)).values()) expect(total).toBe(0n);
}

describe('completing an account application', () => {
  it('opens a USD current account with a valid AZ IBAN of this bank', async () => {
    const before = await accountsOf(leyla);
    const application = await started(leyla, accountApplicationsUrl, { currency: 'USD' });
    await carryToSigned(leyla, application.id, 'ACCOUNT');
    await operator(application.id, ['FINAL_APPROVAL']);
    const after = await accountsOf(leyla);
    expect(after).toHaveLength(before.length + 1);
    const known = new Set(before.map((account) => account.id));
    const opened = after.find((account) => !known.has(account.id)) as AccountJson;
    expect(opened).toMatchObject({ currency: 'USD', name: 'Current account USD', balance: 0 });
    expect(opened.iban).toHaveLength(28);
    expect(isValidIBAN(opened.iban)).toBe(true);
    expect(electronicFormatIBAN(opened.iban)).toBe(opened.iban);
    expect(opened.iban.slice(0, 2)).toBe('AZ');
    expect(opened.iban.slice(4, 8)).toBe(ourBankCode);
    const status = await call(leyla, 'GET', `${accountApplicationsUrl}/${application.id}/status`);
    expect(status.json()).toEqual({ status: 'COMPLETED' });
    const orders = (await call(leyla, 'GET', '/api/v1/orders')).json<Array<{ id: string }>>();
    expect(orders.find((order) => order.id === application.id)).toMatchObject({
      productType: 'ACCOUNT',
      status: 'COMPLETED',
    });
    await expectBalancedLedger();
  });
});

describe('completing a deposit application', () => {
  it('funds the deposit from the source account to the qəpik at the fixed terms', async () => {
    const source = await accountIn(leyla, 'AZN');
    const application = await started(
      leyla,
      depositApplicationsUrl,
      depositRequest(source.id, { amount: 123.45 }),
    );
    await carryToSigned(leyla, application.id, 'DEPOSIT');
    const depositsBefore = await depositsOf(leyla);
    await operator(application.id, ['FINAL_APPROVAL']);
    const after = await accountIn(leyla, 'AZN');
    expect(minor(after.balance)).toBe(minor(source.balance) - 12_345);
    const known = new Set(depositsBefore.map((deposit) => deposit.id));
    const opened = (await depositsOf(leyla)).find((deposit) => !known.has(deposit.id));
    expect(opened).toMatchObject({
      name: 'Profit',
      productType: 'PROFIT',
      currency: 'AZN',
      term: 12,
      payoutFrequency: 'MON',
      rate: 10.5,
      amount: 123.45,
      accruedInterest: 0,
      startDate: '2026-03-02',
      endDate: '2027-03-02',
      sourceAccount: { iban: source.iban },
    });
    const orders = (await call(leyla, 'GET', '/api/v1/orders')).json<Array<{ id: string }>>();
    expect(orders.find((order) => order.id === application.id)).toMatchObject({
      productType: 'DEPOSIT',
      status: 'COMPLETED',
      amount: 123.45,
      currency: 'AZN',
    });
    await expectBalancedLedger();
  });

  it('refuses with 409 INSUFFICIENT_FUNDS and changes nothing when the money is gone', async () => {
    const { db } = products.bank.database;
    const source = await accountIn(reshad, 'USD');
    const application = await started(
      reshad,
      depositApplicationsUrl,
      depositRequest(source.id, {
        currency: 'USD',
        productType: 'TRGT',
        payoutFrequency: 'YEAR',
        termMonths: 6,
        amount: 150,
      }),
    );
    await carryToSigned(reshad, application.id, 'DEPOSIT');
    // Reshad spends the money between signing and the bank's approval.
    const { application: row } = await storedApplication(products.bank, application.id);
    const spend = minor(source.available) - 100_00;
    await postLedgerTransaction(db, products.bank.clock, {
      kind: 'CASH_WITHDRAWAL',
      description: 'ATM',
      postings: [
        { accountId: await ledgerAccountOf(source.id), amount: -BigInt(spend), currency: 'USD' },
        {
          accountId: await bankAccountId(db, 'CASH', 'USD'),
          amount: BigInt(spend),
          currency: 'USD',
        },
      ],
    });
    const before = await ledgerSnapshot(db);
    const depositsBefore = await depositsOf(reshad);
    const refused = await sandboxEvent(products.bank, application.id, 'FINAL_APPROVAL');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message:
        'The account has only 100 USD available, and the deposit needs 150 USD. Nothing was changed.',
    });
    expect(await storedApplication(products.bank, application.id)).toMatchObject({
      application: { ...row, status: 'SIGNED' },
    });
    expect(await ledgerSnapshot(db)).toEqual(before);
    expect(await depositsOf(reshad)).toEqual(depositsBefore);
    await expectBalancedLedger();
  });

  it('accrues with the daily job from the next day', async () => {
    await products.bank.app.jobs.runDueJobs();
    await moveClock(products.bank, { days: 1 });
    await products.bank.app.jobs.runDueJobs();
    // The access token has expired a day later: the books are read directly.
    const { db } = products.bank.database;
    const [opened] = await db.select().from(deposits).where(eq(deposits.principal, 12_345n));
    if (!opened) throw new Error('the deposit is gone');
    expect(opened.accruedUntil).toBe('2026-03-03');
    // 123.45 ₼ × 10.5 % / 365 = 0.0355 ₼: 3 qəpik.
    expect((await readBalance(db, opened.interestAccountId)).balance).toBe(3n);
    await expectBalancedLedger();
  });
});
