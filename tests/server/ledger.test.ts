import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../server/db/schema';
import { BankError } from '../../server/errors/bank-error';
import {
  bankAccountId,
  captureHold,
  ledgerTotals,
  listPostings,
  placeHold,
  postLedgerTransaction,
  readBalance,
  releaseExpiredHolds,
  releaseHold,
} from '../../server/ledger';
import {
  createCustomer,
  ledgerSnapshot,
  openFundedAccount,
  openTestLedger,
  type TestLedger,
  unbalancedTransactions,
} from './support/ledger';

let ledger: TestLedger;
let customerId: string;
beforeAll(async () => {
  ledger = await openTestLedger();
  customerId = await createCustomer(ledger.db);
});
afterAll(() => ledger.dispose());

const transfer = (from: string, to: string, amount: bigint, currency: Currency = 'AZN') =>
  postLedgerTransaction(ledger.db, ledger.clock, {
    kind: 'TRANSFER',
    description: 'Between own accounts',
    metadata: { category: 'TRANSFERS' },
    postings: [
      { accountId: from, amount: -amount, currency },
      { accountId: to, amount, currency },
    ],
  });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankError);
  return error as BankError;
}

describe('booking a ledger transaction', () => {
  it('moves money and writes each posting with the balance after it', async () => {
    const a = await openFundedAccount(ledger, customerId, 10_000n);
    const b = await openFundedAccount(ledger, customerId, 0n);
    const booked = await transfer(a, b, 2_550n);
    expect(booked.postings.map((p) => p.balanceAfter)).toEqual([7_450n, 2_550n]);
    expect(booked.bookedAt.toString()).toBe('2026-03-02T08:00:00Z');
    expect(await readBalance(ledger.db, a)).toMatchObject({ balance: 7_450n, available: 7_450n });
    expect(await readBalance(ledger.db, b)).toMatchObject({ balance: 2_550n });
    // Every posting pairs with its opposite, so the whole ledger nets to zero per currency.
    expect([...(await ledgerTotals(ledger.db)).values()].every((total) => total === 0n)).toBe(true);
    expect(await unbalancedTransactions(ledger.db)).toEqual([]);
  });

  it.each([
    ['do not sum to zero', [-100n, 99n], 'LEDGER_UNBALANCED'],
    ['have a single posting', [0n], 'LEDGER_AMOUNT_INVALID'],
    ['have a zero posting', [0n, 0n], 'LEDGER_AMOUNT_INVALID'],
  ])('refuses postings that %s', async (_case, amounts, messageKey) => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    const b = await openFundedAccount(ledger, customerId, 0n);
    const before = await ledgerSnapshot(ledger.db);
    const ids = [a, b];
    const error = await refusal(
      postLedgerTransaction(ledger.db, ledger.clock, {
        kind: 'TRANSFER',
        description: 'broken',
        postings: amounts.map((amount, i) => ({ accountId: ids[i] ?? a, amount, currency: 'AZN' })),
      }),
    );
    expect(error).toMatchObject({ code: 'LEDGER_UNBALANCED', httpStatus: 422, messageKey });
    expect(await ledgerSnapshot(ledger.db)).toEqual(before);
  });

  it('refuses postings that balance only across two currencies', async () => {
    const azn = await openFundedAccount(ledger, customerId, 1_000n);
    const usd = await openFundedAccount(ledger, customerId, 0n, 'USD');
    const error = await refusal(
      postLedgerTransaction(ledger.db, ledger.clock, {
        kind: 'CURRENCY_EXCHANGE',
        description: 'no FX position leg',
        postings: [
          { accountId: azn, amount: -100n, currency: 'AZN' },
          { accountId: usd, amount: 100n, currency: 'USD' },
        ],
      }),
    );
    expect(error.code).toBe('LEDGER_UNBALANCED');
  });

  it('refuses a posting in another currency than its account', async () => {
    const azn = await openFundedAccount(ledger, customerId, 1_000n);
    const usd = await openFundedAccount(ledger, customerId, 1_000n, 'USD');
    const error = await refusal(transfer(usd, azn, 100n));
    expect(error).toMatchObject({ code: 'CURRENCY_MISMATCH', httpStatus: 422 });
  });

  it('refuses an unknown account', async () => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const error = await refusal(transfer(a, unknown, 100n));
      expect(error).toMatchObject({ code: 'LEDGER_ACCOUNT_NOT_FOUND', httpStatus: 404 });
    }
  });

  it('refuses a debit beyond the available balance and changes nothing', async () => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    const b = await openFundedAccount(ledger, customerId, 0n);
    await placeHold(ledger.db, ledger.clock, { accountId: a, amount: 300n, reason: 'card' });
    const before = await ledgerSnapshot(ledger.db);
    const error = await refusal(transfer(a, b, 701n));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', httpStatus: 409 });
    expect(await ledgerSnapshot(ledger.db)).toEqual(before);
    // Exactly the available balance is fine.
    await transfer(a, b, 700n);
    expect(await readBalance(ledger.db, a)).toMatchObject({
      balance: 300n,
      held: 300n,
      available: 0n,
    });
  });

  it("lets the bank's own accounts go negative", async () => {
    const cash = await bankAccountId(ledger.db, 'CASH', 'EUR');
    const a = await openFundedAccount(ledger, customerId, 0n, 'EUR');
    await transfer(cash, a, 5_000n, 'EUR');
    expect((await readBalance(ledger.db, cash)).balance).toBeLessThan(0n);
  });
});

describe('holds', () => {
  it('reduce the available balance until released', async () => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    const hold = await placeHold(ledger.db, ledger.clock, {
      accountId: a,
      amount: 400n,
      reason: 'card',
    });
    expect(await readBalance(ledger.db, a)).toMatchObject({
      balance: 1_000n,
      held: 400n,
      available: 600n,
    });
    const refused = await refusal(
      placeHold(ledger.db, ledger.clock, { accountId: a, amount: 601n, reason: 'card' }),
    );
    expect(refused.code).toBe('INSUFFICIENT_FUNDS');
    const released = await releaseHold(ledger.db, ledger.clock, hold.id);
    expect(released.releasedAt).toEqual(new Date('2026-03-02T08:00:00Z'));
    expect(await readBalance(ledger.db, a)).toMatchObject({ held: 0n, available: 1_000n });
    expect((await refusal(releaseHold(ledger.db, ledger.clock, hold.id))).code).toBe('HOLD_CLOSED');
  });

  it('are captured into a ledger transaction, the rest released', async () => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    const clearing = await bankAccountId(ledger.db, 'CLEARING', 'AZN');
    const hold = await placeHold(ledger.db, ledger.clock, {
      accountId: a,
      amount: 1_000n,
      reason: 'card',
    });
    const tooMuch = await refusal(
      captureHold(ledger.db, ledger.clock, {
        holdId: hold.id,
        counterAccountId: clearing,
        amount: 1_001n,
        kind: 'CARD_PURCHASE',
        description: 'Bravo',
      }),
    );
    expect(tooMuch.code).toBe('HOLD_CAPTURE_TOO_LARGE');
    const booked = await captureHold(ledger.db, ledger.clock, {
      holdId: hold.id,
      counterAccountId: clearing,
      amount: 800n,
      kind: 'CARD_PURCHASE',
      description: 'Bravo',
      metadata: { merchant: 'Bravo', category: 'GROCERIES' },
    });
    expect(booked.postings[0]).toMatchObject({ accountId: a, amount: -800n, balanceAfter: 200n });
    expect(await readBalance(ledger.db, a)).toMatchObject({
      balance: 200n,
      held: 0n,
      available: 200n,
    });
    const second = await refusal(
      captureHold(ledger.db, ledger.clock, {
        holdId: hold.id,
        counterAccountId: clearing,
        kind: 'CARD_PURCHASE',
        description: 'again',
      }),
    );
    expect(second.code).toBe('HOLD_CLOSED');
    expect(await unbalancedTransactions(ledger.db)).toEqual([]);
  });

  it('expire: the job releases them and they can no longer be captured', async () => {
    const a = await openFundedAccount(ledger, customerId, 1_000n);
    const clearing = await bankAccountId(ledger.db, 'CLEARING', 'AZN');
    const expiresAt = ledger.clock.now().add({ hours: 1 });
    const hold = await placeHold(ledger.db, ledger.clock, {
      accountId: a,
      amount: 500n,
      reason: 'card',
      expiresAt,
    });
    const other = await placeHold(ledger.db, ledger.clock, {
      accountId: a,
      amount: 100n,
      reason: 'card',
      expiresAt,
    });
    ledger.clock.advance({ hours: 2 });
    const expired = await refusal(
      captureHold(ledger.db, ledger.clock, {
        holdId: hold.id,
        counterAccountId: clearing,
        kind: 'CARD_PURCHASE',
        description: 'late',
      }),
    );
    expect(expired.code).toBe('HOLD_EXPIRED');
    expect(await releaseExpiredHolds(ledger.db, ledger.clock)).toBeGreaterThanOrEqual(2);
    expect(await readBalance(ledger.db, a)).toMatchObject({ held: 0n, available: 1_000n });
    expect((await refusal(releaseHold(ledger.db, ledger.clock, other.id))).code).toBe(
      'HOLD_CLOSED',
    );
  });
});

describe('an account statement', () => {
  it('pages through postings newest first with a stable cursor', async () => {
    const a = await openFundedAccount(ledger, customerId, 10_000n);
    const b = await openFundedAccount(ledger, customerId, 0n);
    for (let i = 1; i <= 7; i += 1) await transfer(a, b, BigInt(i * 100));
    const first = await listPostings(ledger.db, a, { limit: 3 });
    expect(first.lines.map((l) => l.amount)).toEqual([-700n, -600n, -500n]);
    expect(first.lines[0]).toMatchObject({
      kind: 'TRANSFER',
      balanceAfter: 7_200n,
      metadata: { category: 'TRANSFERS' },
    });
    const second = await listPostings(ledger.db, a, { limit: 3, before: first.nextBefore ?? 0 });
    expect(second.lines.map((l) => l.amount)).toEqual([-400n, -300n, -200n]);
    const last = await listPostings(ledger.db, a, { limit: 3, before: second.nextBefore ?? 0 });
    expect(last.lines.map((l) => l.amount)).toEqual([-100n, 10_000n]);
    expect(last.nextBefore).toBeNull();
  });

  it("is only the owner's when a customer is given", async () => {
    const a = await openFundedAccount(ledger, customerId, 100n);
    const stranger = await createCustomer(ledger.db, 'Stranger');
    const error = await refusal(listPostings(ledger.db, a, { customerId: stranger }));
    expect(error.code).toBe('LEDGER_ACCOUNT_NOT_FOUND');
    expect((await listPostings(ledger.db, a, { customerId })).lines).toHaveLength(1);
  });
});
