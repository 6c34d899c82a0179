/**
 * Step 6, final approval: a credit and a refinancing carried to SIGNED through the customer's
 * calls and the sandbox operator, then FINAL_APPROVAL. The loan appears among the customer's
 * loans on the accepted terms, the money lands in the current account (less an insurance
 * premium), a refinancing pays the other banks off through clearing, and the ledger balances.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinationKeyOf } from '../../domain/loan-offer';
import { refinancingBanks } from '../../server/applications/banks';
import {
  currentAccounts,
  customerIncomes,
  externalLiabilities,
  ledgerPostings,
  ledgerTransactions,
  loanApplications,
  loans,
} from '../../server/db/schema';
import { bankAccountId, readBalance } from '../../server/ledger';
import { createCustomer, unbalancedTransactions } from './support/ledger';
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
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

const insuranceUrl = '/loan-insurance/v1/loan-insurances';

async function operator(id: string, events: readonly string[]) {
  for (const event of events) {
    const response = await sandboxEvent(products.bank, id, event);
    expect(response.statusCode, `${event}: ${response.body}`).toBe(200);
  }
}

/** Steps 2 to 5: FATCA and identification by the sandbox, insurance by the customer, signing. */
async function carryToSigned(as: CallAs, id: string, insurerId?: string) {
  await operator(id, ['FATCA_PASSED', 'SLOT_BOOKED', 'IDENTIFICATION_APPROVED']);
  const step3 = insurerId
    ? `/select?insurerId=${insurerId}&applicationId=${id}`
    : `/skip?applicationId=${id}`;
  const insured = await call(as, 'POST', `${insuranceUrl}${step3}`);
  expect(insured.statusCode, insured.body).toBe(200);
  await operator(id, ['DOCUMENTS_READY', 'DOCUMENTS_SIGNED']);
  expect((await storedApplication(products.bank, id)).application?.status).toBe('SIGNED');
}

async function aznAccount(as: CallAs) {
  const response = await call(as, 'GET', '/api/v1/accounts');
  const accounts = response.json<Array<{ currency: string; balance: number; iban: string }>>();
  const account = accounts.find((candidate) => candidate.currency === 'AZN');
  if (!account) throw new Error('no AZN account');
  return account;
}

interface LoanJson {
  id: string;
  name: string;
  contractNumber: string;
  amount: number;
  rate: number;
  term: number;
  startDate: string;
  repaymentAccount: { iban: string };
}

async function loansOf(as: CallAs) {
  return (await call(as, 'GET', '/api/v1/loans')).json<LoanJson[]>();
}

async function clearingBalance() {
  const { db } = products.bank.database;
  return (await readBalance(db, await bankAccountId(db, 'CLEARING', 'AZN'))).balance;
}

describe('final approval of a credit', () => {
  it('books the loan on the accepted terms into the current account, less the premium', async () => {
    const { id } = await startApplication(reshad, {
      ...newApplication,
      requestedAmount: 3_000,
      customerPhoneNumber: '701112233',
    });
    const { offers } = await offersOf(reshad, id);
    const offer = offers.find((candidate) => candidate.amount === 3_000);
    if (!offer) throw new Error('no offer of the requested amount');
    const accepted = await call(reshad, 'PUT', `${applicationsUrl}/${id}/accept`, {
      offerId: offer.id,
      amount: 3_000,
      term: offer.term,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const insurances = await call(reshad, 'GET', `${insuranceUrl}/offers?applicationId=${id}`);
    const pasha = insurances
      .json<{ insurances: Array<{ insurerId: string; premium: number }> }>()
      .insurances.find((insurance) => insurance.insurerId === 'PASHA_SIGORTA');
    if (!pasha) throw new Error('no PAŞA Sığorta offer');
    await carryToSigned(reshad, id, 'PASHA_SIGORTA');
    const before = await aznAccount(reshad);
    const loansBefore = await loansOf(reshad);
    const clearingBefore = await clearingBalance();

    const approved = await sandboxEvent(products.bank, id, 'FINAL_APPROVAL');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('COMPLETED');

    const { application } = await storedApplication(products.bank, id);
    const loan = (await loansOf(reshad)).find(
      (candidate) => !loansBefore.some((old) => old.id === candidate.id),
    );
    expect(loan).toMatchObject({
      name: 'Consumer loan',
      amount: 3_000,
      rate: Number(application?.acceptedInterest),
      term: offer.term,
      startDate: '2026-03-02',
      repaymentAccount: { iban: before.iban },
    });
    expect(loan?.contractNumber).toMatch(/^KR-2026-\d{6,}$/);
    const details = await call(reshad, 'GET', `/api/v1/loans/${loan?.id}`);
    const schedule = details.json<{ schedule: Array<{ mainAmount: number }> }>().schedule;
    expect(schedule).toHaveLength(offer.term);
    const principal = schedule.reduce((sum, row) => sum + Math.round(row.mainAmount * 100), 0);
    expect(principal).toBe(3_000_00);

    const after = await aznAccount(reshad);
    const expected = Math.round(before.balance * 100) + 3_000_00 - Math.round(pasha.premium * 100);
    expect(Math.round(after.balance * 100)).toBe(expected);
    expect(await clearingBalance()).toBe(clearingBefore + BigInt(Math.round(pasha.premium * 100)));
    expect(await unbalancedTransactions(products.bank.database.db)).toEqual([]);
  });

  it('is refused with 409 without an accepted offer, the application left SIGNED', async () => {
    const { id } = await startApplication(reshad, {
      ...newApplication,
      customerPhoneNumber: '701112233',
    });
    await setStatus(products.bank, id, 'SIGNED');
    const loansBefore = await products.bank.database.db.$count(loans);
    const refused = await sandboxEvent(products.bank, id, 'FINAL_APPROVAL');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACCEPTED_OFFER_MISSING');
    expect((await storedApplication(products.bank, id)).application?.status).toBe('SIGNED');
    expect(await products.bank.database.db.$count(loans)).toBe(loansBefore);
  });
});

describe('final approval for a customer without a current account', () => {
  it('opens one in the loan’s currency and pays the loan into it', async () => {
    const { db } = products.bank.database;
    const customerId = await createCustomer(db, 'Nərmin');
    const at = new Date('2026-03-02T08:00:00Z');
    // The approval checks the debt-to-income limit again: the bank knows her income.
    await db
      .insert(customerIncomes)
      .values({ customerId, monthlyNetIncome: 1_000_00n, currency: 'AZN', updatedAt: at });
    const [application] = await db
      .insert(loanApplications)
      .values({
        customerId,
        product: 'LOAN',
        status: 'SIGNED',
        requestedAmount: 1_000_00n,
        currency: 'AZN',
        customerPhone: '501234567',
        deadline: new Date('2026-03-05T08:00:00Z'),
        acceptedAmount: 1_000_00n,
        acceptedTerm: 12,
        acceptedInterest: '18',
        acceptedMonthlyPayment: 91_68n,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!application) throw new Error('no application');
    const approved = await sandboxEvent(products.bank, application.id, 'FINAL_APPROVAL');
    expect(approved.statusCode, approved.body).toBe(200);
    const accounts = await db
      .select()
      .from(currentAccounts)
      .where(eq(currentAccounts.customerId, customerId));
    expect(accounts).toMatchObject([
      { currency: 'AZN', names: { az: 'Cari hesab AZN', en: 'Current account AZN' } },
    ]);
    const account = accounts[0];
    if (!account) throw new Error('no account opened');
    expect((await readBalance(db, account.ledgerAccountId)).balance).toBe(1_000_00n);
    const [loan] = await db.select().from(loans).where(eq(loans.customerId, customerId));
    expect(loan).toMatchObject({ principal: 1_000_00n, termMonths: 12, startDate: '2026-03-02' });
    expect(loan?.repaymentAccountId).toBe(account.id);
  });
});

describe('final approval of a refinancing', () => {
  it('pays both of Leyla’s loans at other banks off through clearing', async () => {
    const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const { offers, eligibleForRefinancingLoans: eligible } = await offersOf(leyla, id);
    const ids = eligible.map((loan) => loan.refLiabilityId);
    const offer = offers.find((o) => o.refinancingLoansCombinationKey === combinationKeyOf(ids));
    if (!offer || ids.length !== 2) throw new Error('no offer for both loans');
    expect(offer.amount).toBe(5_050);
    const { db } = products.bank.database;
    const liabilities = await db.select().from(externalLiabilities);
    const refinancedLoans = ids.map((refLiabilityId) => {
      const liability = liabilities.find((row) => row.id === refLiabilityId);
      const bank = refinancingBanks.find((candidate) => candidate.id === liability?.bankId);
      return { refLiabilityId, bankId: bank?.id, iban: liability?.loanAccount };
    });
    await uploadStatements(leyla, id, ids);
    const accepted = await call(leyla, 'PUT', `${applicationsUrl}/${id}/accept`, {
      offerId: offer.id,
      amount: offer.amount,
      term: offer.term,
      refinancedLoans,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await carryToSigned(leyla, id);
    const before = await aznAccount(leyla);
    const clearingBefore = await clearingBalance();

    const approved = await sandboxEvent(products.bank, id, 'FINAL_APPROVAL');
    expect(approved.statusCode, approved.body).toBe(200);

    const loan = (await loansOf(leyla)).find((candidate) => candidate.amount === 5_050);
    expect(loan).toMatchObject({ name: 'Refinancing loan', term: offer.term });
    // 5 050.00 in, 3 200.00 to Kapital Bank and 1 850.00 to Bank Respublika out.
    const after = await aznAccount(leyla);
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100));
    expect(await clearingBalance()).toBe(clearingBefore + 5_050_00n);
    const payoffs = await db
      .select({
        description: ledgerTransactions.description,
        metadata: ledgerTransactions.metadata,
        amount: ledgerPostings.amount,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
      .where(
        and(
          eq(ledgerTransactions.kind, 'REFINANCING_PAYOFF'),
          eq(ledgerPostings.accountId, await bankAccountId(db, 'CLEARING', 'AZN')),
        ),
      );
    expect(payoffs.map((row) => row.amount).sort()).toEqual([1_850_00n, 3_200_00n]);
    expect(payoffs.map((row) => row.description).sort()).toEqual([
      'Bank Respublika: kreditin bağlanması, AZ65BRES40060019440987654321',
      'Kapital Bank: kreditin bağlanması, AZ12AIIB38090019441234567801',
    ]);
    expect(payoffs[0]?.metadata).toMatchObject({ category: 'LOAN', applicationId: id });

    const paidOff = await db.select().from(externalLiabilities);
    for (const liability of paidOff.filter((row) => ids.includes(row.id))) {
      expect(liability).toMatchObject({ remainingAmount: 0n, eligibleForRefinancing: false });
    }
    const next = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
    const fresh = await offersOf(leyla, next.id);
    expect(fresh.eligibleForRefinancingLoans).toEqual([]);
    expect(fresh.offers.every((o) => o.refinancingLoansCombinationKey === '')).toBe(true);
    expect(await unbalancedTransactions(db)).toEqual([]);
  });
});
