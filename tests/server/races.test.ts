/**
 * Issue 13, "Tests CI keeps running: Races": the same operation sent many times at once, each
 * with its exact expected count. On PGlite (one connection) the calls interleave; on PostgreSQL
 * (DATABASE_URL set) each runs on its own connection, truly in parallel.
 *
 * Other suites prove neighbouring races and stay where they are: 20 parallel wrong OTP codes
 * (auth-otp.test.ts), 5 parallel refreshes (auth-session.test.ts, hardening-auth.test.ts, L6),
 * two approvals at once past the debt-to-income limit (hardening-dti.test.ts, M1), parallel
 * wrong passwords (auth-sign-in.test.ts) and change-password tries (hardening-auth.test.ts, L7),
 * parallel statement uploads (hardening-uploads.test.ts), parallel transfers over the limits
 * (transfers-limits.test.ts) and the products jobs in several processes
 * (product-jobs-concurrency.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOtpAttempts } from '../../server/auth/otp';
import { authSessions, deposits, externalLiabilities, otpSessions } from '../../server/db/schema';
import { readBalance } from '../../server/ledger';
import {
  auditOf,
  authorized,
  get,
  lastSms,
  newCustomer,
  post,
  signIn,
  startLogin,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import { openCustomerBooks } from './support/customer-books';
import { unbalancedTransactions } from './support/ledger';
import { sandboxEvent, setStatus, storedApplication } from './support/loan-applications';
import { depositApplicationsUrl, depositRequest, started } from './support/product-applications';
import {
  balancesAfter,
  bookedFor,
  customerEarning,
  loanElsewhere,
  signedCredit,
  signedRefinancing,
} from './support/races';

let bank: TestBank;
beforeAll(async () => {
  // The per-identifier limit on auth calls would answer most of the 50 code guesses 429 before
  // they reach the code's own counter, which is what this suite races.
  bank = await startTestBank({ authRateLimitPerIdentifier: 1_000 });
}, 60_000);
afterAll(() => bank.close());

const statusCounts = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});
const codesOf = (answers: Array<{ json: () => { code?: string } }>) =>
  new Set(answers.map((answer) => answer.json().code));

async function expectBalancedLedger() {
  expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
}

describe('20 final approvals of one application at once', () => {
  it('book the loan once: one 200, 19 × 409, one loan, one disbursement', async () => {
    const customer = await customerEarning(bank, 3_000);
    const id = await signedCredit(customer.as, 5_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sandboxEvent(bank, id, 'FINAL_APPROVAL')),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(codesOf(refused)).toEqual(new Set(['APPLICATION_STATUS_CONFLICT']));
    expect((await storedApplication(bank, id)).application?.status).toBe('COMPLETED');

    const booked = await bookedFor(bank, customer.id, 'LOAN_DISBURSEMENT');
    expect(booked.loans).toHaveLength(1);
    expect(booked.loans[0]?.principal).toBe(5_000_00n);
    expect(booked.transactions).toHaveLength(1);
    // The approval opened the customer's first current account, once, and paid the loan in.
    expect(booked.accounts).toHaveLength(1);
    const account = booked.accounts[0];
    if (!account) throw new Error('no account');
    expect((await readBalance(bank.database.db, account.ledgerAccountId)).balance).toBe(5_000_00n);
    await expectBalancedLedger();
  });
});

describe('two refinancings of one loan at another bank, approved at once', () => {
  it('pay the loan off once: one 200, one 409, one payoff', async () => {
    const customer = await customerEarning(bank, 10_000);
    const liability = await loanElsewhere(bank, customer.id, 2_400_00n);
    const ids = [
      await signedRefinancing(bank, liability),
      await signedRefinancing(bank, liability),
    ];
    const answers = await Promise.all(ids.map((id) => sandboxEvent(bank, id, 'FINAL_APPROVAL')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().code).toBe('REFINANCED_LOAN_NOT_PAYABLE');
    const statuses = await Promise.all(
      ids.map(async (id) => (await storedApplication(bank, id)).application?.status),
    );
    expect(statuses.sort()).toEqual(['COMPLETED', 'SIGNED']);

    const payoffs = await bookedFor(bank, customer.id, 'REFINANCING_PAYOFF');
    expect(payoffs.transactions).toHaveLength(1);
    expect(payoffs.transactions[0]?.metadata).toMatchObject({ loanAccount: liability.loanAccount });
    expect(payoffs.loans).toHaveLength(1);
    expect((await bookedFor(bank, customer.id, 'LOAN_DISBURSEMENT')).transactions).toHaveLength(1);
    const [paidOff] = await bank.database.db
      .select()
      .from(externalLiabilities)
      .where(eq(externalLiabilities.id, liability.id));
    expect(paidOff).toMatchObject({ remainingAmount: 0n, eligibleForRefinancing: false });
    // In 2 400.00 from the loan, out 2 400.00 to the other bank: nothing else moved.
    const account = payoffs.accounts[0];
    if (!account) throw new Error('no account');
    expect((await readBalance(bank.database.db, account.ledgerAccountId)).balance).toBe(0n);
    await expectBalancedLedger();
  });
});

describe('deposit openings at once, together over the balance', () => {
  it('open exactly those that fit; the source account never goes below zero', async () => {
    const books = await openCustomerBooks(bank);
    await books.topUp('2026-03-01T10:00', books.azn, 1_000_00n);
    const as = { bank, token: books.token };
    // 6 × 300 manat from 1 000: 3 fit, 100 manat stay.
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const application = await started(
        as,
        depositApplicationsUrl,
        depositRequest(books.azn.id, { amount: 300 }),
      );
      await setStatus(bank, application.id, 'SIGNED');
      ids.push(application.id);
    }
    const answers = await Promise.all(ids.map((id) => sandboxEvent(bank, id, 'FINAL_APPROVAL')));
    expect(statusCounts(answers)).toEqual({ 200: 3, 409: 3 });
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(codesOf(refused)).toEqual(new Set(['INSUFFICIENT_FUNDS']));

    const { db } = bank.database;
    const opened = await db
      .select()
      .from(deposits)
      .where(eq(deposits.customerId, books.customerId));
    expect(opened.map((deposit) => deposit.principal)).toEqual([300_00n, 300_00n, 300_00n]);
    const openings = await bookedFor(bank, books.customerId, 'DEPOSIT_OPENING');
    expect(openings.transactions).toHaveLength(3);
    expect((await readBalance(db, books.azn.ledgerAccountId)).balance).toBe(100_00n);
    const postings = await balancesAfter(bank, books.azn.ledgerAccountId);
    let running = 0n;
    for (const posting of postings) {
      running += posting.amount;
      expect(posting.balanceAfter).toBe(running);
      expect(posting.balanceAfter >= 0n).toBe(true);
    }
    await expectBalancedLedger();
  });
});

describe('50 wrong one-time codes at once', () => {
  it('count exactly 5, then the code session is dead, even for the right code', async () => {
    const who = await newCustomer(bank);
    const sessionId = await startLogin(bank, who);
    const { code } = await lastSms(bank, who.phone);
    // 50 different guesses, none of them the code.
    const guesses = Array.from({ length: 50 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => validate(bank, sessionId, guess)));
    expect(statusCounts(answers)).toEqual({ 400: 50 });
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(maxOtpAttempts - 1);
    expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(
      50 - maxOtpAttempts + 1,
    );
    const [row] = await bank.database.db
      .select()
      .from(otpSessions)
      .where(eq(otpSessions.id, sessionId));
    expect(row?.attempts).toBe(maxOtpAttempts);

    const right = await validate(bank, sessionId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const sessions = await bank.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, who.id));
    expect(sessions).toEqual([]);
  });
});

describe('refreshes at once with one refresh token', () => {
  const refresh = (refreshToken: string) => post(bank, '/api/v1/auth/refresh', { refreshToken });
  const userInfo = (accessToken: string) => get(bank, '/api/v1/user/info', authorized(accessToken));

  async function signedIn() {
    const who = await newCustomer(bank);
    return { who, ...(await signIn(bank, who)) };
  }

  it.each([2, 10])(
    '%i at once all get the same new pair; none signs the customer out',
    async (count) => {
      const { who, refreshToken } = await signedIn();
      const answers = await Promise.all(Array.from({ length: count }, () => refresh(refreshToken)));
      expect(statusCounts(answers)).toEqual({ 200: count });
      const pairs = new Set(answers.map((answer) => answer.body));
      expect(pairs.size).toBe(1);
      const pair = answers[0]?.json() as { accessToken: string; refreshToken: string };
      expect(pair.refreshToken).not.toBe(refreshToken);

      expect((await userInfo(pair.accessToken)).statusCode).toBe(200);
      const next = await refresh(pair.refreshToken);
      expect(next.statusCode).toBe(200);
      expect((await userInfo(next.json().accessToken)).statusCode).toBe(200);
      const sessions = await bank.database.db
        .select({ revokedAt: authSessions.revokedAt })
        .from(authSessions)
        .where(eq(authSessions.customerId, who.id));
      expect(sessions).toEqual([{ revokedAt: null }]);
      const reuses = await auditOf(bank, 'REFRESH_TOKEN_REUSED');
      expect(reuses.map((event) => event.customerId)).not.toContain(who.id);
    },
  );
});
