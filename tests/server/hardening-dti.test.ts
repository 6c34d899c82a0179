/**
 * Issue 13, M1: the debt-to-income limit is checked again at the final approval, against the
 * loans the customer has at that moment, so applications accepted one after another cannot
 * together take the customer past the limit. A refused approval books nothing; two approvals
 * at once for one customer are counted one after the other.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annuityPaymentMinor } from '../../domain/loan';
import { customerIncomes, ledgerTransactions, loans } from '../../server/db/schema';
import { newCustomer, signIn } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
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

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

/** 7 000 manat over 24 months at 19.5 %: 354.64 manat a month. */
const amount = 7_000;
const term = 24;
const payment = annuityPaymentMinor(amount * 100, 19.5, term);

/** A signed-in customer whose monthly net income is `incomeManat`; 40 % of it is the limit. */
async function customerEarning(incomeManat: number) {
  const who = await newCustomer(bank);
  await bank.database.db.insert(customerIncomes).values({
    customerId: who.id,
    monthlyNetIncome: BigInt(incomeManat * 100),
    currency: 'AZN',
    updatedAt: new Date(),
  });
  const { accessToken } = await signIn(bank, who);
  return { id: who.id, as: { bank, token: accessToken } satisfies CallAs };
}

/** An application of 7 000 manat over 24 months, accepted, then carried to SIGNED. */
async function acceptedAndSigned(as: CallAs) {
  const { id } = await startApplication(as, { ...newApplication, requestedAmount: amount });
  const offer = (await offersOf(as, id)).offers.find((candidate) => candidate.amount === amount);
  if (!offer) throw new Error('no offer of the requested amount');
  const accepted = await call(as, 'PUT', `${applicationsUrl}/${id}/accept`, {
    offerId: offer.id,
    amount,
    term,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await setStatus(bank, id, 'SIGNED');
  return id;
}

async function loansOf(customerId: string) {
  return bank.database.db.select().from(loans).where(eq(loans.customerId, customerId));
}

describe('the debt-to-income limit at the final approval', () => {
  it('refuses the application that would take the customer past the limit, booking nothing', async () => {
    // 2 000 manat a month: at most 800 a month in instalments, room for two of these loans.
    const customer = await customerEarning(2_000);
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await acceptedAndSigned(customer.as));
    const [first, second, third] = ids as [string, string, string];

    for (const id of [first, second]) {
      const approved = await sandboxEvent(bank, id, 'FINAL_APPROVAL');
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const loansBefore = await loansOf(customer.id);
    expect(loansBefore).toHaveLength(2);
    const ledgerBefore = await bank.database.db.$count(ledgerTransactions);

    const refused = await sandboxEvent(bank, third, 'FINAL_APPROVAL');
    expect(refused.statusCode, refused.body).toBe(409);
    const left = 800_00 - 2 * payment;
    expect(refused.json()).toEqual({
      code: 'DEBT_TO_INCOME_EXCEEDED',
      message: `The monthly payment of ${payment / 100} manat is above the ${left / 100} manat the customer’s debt-to-income limit still leaves. Nothing was booked.`,
    });
    expect((await storedApplication(bank, third)).application?.status).toBe('SIGNED');
    expect(await loansOf(customer.id)).toEqual(loansBefore);
    expect(await bank.database.db.$count(ledgerTransactions)).toBe(ledgerBefore);
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });

  it('says so in Azerbaijani and Russian too', async () => {
    const customer = await customerEarning(2_000);
    const id = await acceptedAndSigned(customer.as);
    // The bank learns of a lower income: 200 manat a month at most, the offer no longer fits.
    await bank.database.db
      .update(customerIncomes)
      .set({ monthlyNetIncome: 500_00n })
      .where(eq(customerIncomes.customerId, customer.id));
    for (const [language, text] of [
      ['az', /aylıq ödəniş/i],
      ['ru', /ежемесячный платёж/i],
    ] as const) {
      const refused = await sandboxEvent(bank, id, 'FINAL_APPROVAL', language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('DEBT_TO_INCOME_EXCEEDED');
      expect(refused.json().message).toMatch(text);
    }
    expect(await loansOf(customer.id)).toEqual([]);
  });

  it('lets only one of two approvals at once through when both do not fit', async () => {
    // 1 000 manat a month: at most 400 a month, room for one of these loans.
    const customer = await customerEarning(1_000);
    const ids = [await acceptedAndSigned(customer.as), await acceptedAndSigned(customer.as)];
    const answers = await Promise.all(ids.map((id) => sandboxEvent(bank, id, 'FINAL_APPROVAL')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await loansOf(customer.id)).toHaveLength(1);
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });
});
