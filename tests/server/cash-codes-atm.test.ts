/**
 * Cash by code, the code's life (issue 17): the sandbox ATM dispenses an active code in one
 * balanced CASH_WITHDRAWAL transaction to the bank's cash and refuses a wrong, used, foreign or
 * expired one; five refusals lock the ATM for that phone for 15 minutes of bank time; the expiry
 * job, after the sandbox clock moves a day, releases exactly the unused codes' holds, which the
 * ledger's own expiry job leaves to it; codes stay unique among the active ones under parallel
 * confirmations; and outside the sandbox the ATM does not exist.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsFrom } from '../../server/auth/secrets';
import { insertUniqueCode } from '../../server/cash-codes/withdrawal-code';
import { cashCodes } from '../../server/db/schema';
import { releaseExpiredHolds } from '../../server/ledger';
import { withCodesMasked } from '../../server/sms';
import { startTestBank, type TestBank } from './support/bank';
import {
  atm,
  type CashCode,
  cashConfirmed,
  confirmCash,
  openHolds,
  orderCash,
  postingsByReference,
  withdrawalCodes,
} from './support/cash-codes';
import { unbalancedTransactions } from './support/ledger';
import {
  balances,
  getAs,
  openTransferCustomer,
  startTwoCustomerBank,
  type TransferCustomer,
  transferSms,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
  await leyla.topUp('2026-02-02T10:00', leyla.azn, 2_000_000n);
});
afterAll(async () => {
  await bank?.close();
});

const wrongOf = (code: string) => (code === '00000000' ? '11111111' : '00000000');

describe('the sandbox ATM', () => {
  it('dispenses a code in one balanced transaction to the bank’s cash, then refuses it', async () => {
    const { order, codes } = await cashConfirmed(bank, leyla, 4_500);
    const [first] = order.codes as [CashCode];
    const [code] = codes as [string];
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const response = await atm(bank, leyla.phone, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ codeId: first.id, amount: 4_000, currency: 'AZN' });
    expect(await postingsByReference(bank, `cash-code:${first.id}`)).toEqual([
      ['CURRENT', -400_000n],
      ['CASH', 400_000n],
    ]);
    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after).toEqual({
      balance: before.balance - 400_000n,
      held: before.held - 400_000n,
      available: before.available,
    });
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
    const list = await getAs(bank, leyla.token, '/api/v1/cash-codes?status=USED');
    expect((list.json() as { items: CashCode[] }).items).toEqual([
      expect.objectContaining({ id: first.id, status: 'USED', usedAt: expect.any(String) }),
    ]);
    const history = await getAs(bank, leyla.token, `/api/v1/operations?productId=${leyla.azn.id}`);
    expect(history.json().items).toContainEqual(
      expect.objectContaining({ kind: 'CASH_WITHDRAWAL', category: 'CASH' }),
    );

    const twice = await atm(bank, leyla.phone, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'ATM_CODE_REFUSED',
      message: 'The code is wrong, already used or expired.',
    });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(after);
  });

  it('takes a code only with the phone it was sent to', async () => {
    const { codes } = await cashConfirmed(bank, leyla, 20);
    const [code] = codes as [string];
    const response = await atm(bank, elvin.phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ATM_CODE_REFUSED', attemptsLeft: 4 });
  });

  it('locks for a phone after five refusals, for 15 minutes of bank time', async () => {
    const nigar = await openTransferCustomer(
      bank,
      { firstName: 'Nigar', lastName: 'Əliyeva' },
      { azn: 100_000n, phone: '994551234567' },
    );
    const { codes } = await cashConfirmed(bank, nigar, 100);
    const [code] = codes as [string];
    for (const attemptsLeft of [4, 3, 2, 1]) {
      const refused = await atm(bank, nigar.phone, wrongOf(code));
      expect(refused.json()).toMatchObject({ code: 'ATM_CODE_REFUSED', attemptsLeft });
    }
    const fifth = await atm(bank, nigar.phone, wrongOf(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'ATM_LOCKED' });
    expect(fifth.headers['retry-after']).toBe('900');
    const right = await atm(bank, nigar.phone, code);
    expect(right.statusCode).toBe(429);
    // Other phones are not locked.
    const { codes: leylas } = await cashConfirmed(bank, leyla, 10);
    expect((await atm(bank, leyla.phone, leylas[0] as string)).statusCode).toBe(200);

    bank.clock.advance({ minutes: 14 });
    expect((await atm(bank, nigar.phone, code)).statusCode).toBe(429);
    bank.clock.advance({ minutes: 1 });
    const unlocked = await atm(bank, nigar.phone, code);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await balances(bank, nigar.azn.ledgerAccountId)).toMatchObject({
      balance: 100_000n - 10_000n - 50n,
      held: 0n,
    });
  });
});

describe('expiry', () => {
  it('after a day of bank time releases exactly the unused codes’ holds', async () => {
    const { order, codes } = await cashConfirmed(bank, leyla, 8_005);
    const [used, unused, small] = order.codes as [CashCode, CashCode, CashCode];
    expect((await atm(bank, leyla.phone, codes[0] as string)).statusCode).toBe(200);
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const holdsBefore = await openHolds(bank, leyla.azn.ledgerAccountId);
    // Hers still active, this order's two and earlier tests' ones: each holds its amount.
    const activeBefore = await bank.database.db
      .select({ holdId: cashCodes.holdId, amount: cashCodes.amountMinor })
      .from(cashCodes)
      .where(and(eq(cashCodes.customerId, leyla.customerId), eq(cashCodes.status, 'ACTIVE')));
    const activeSum = activeBefore.reduce((sum, code) => sum + code.amount, 0n);
    expect(activeSum).toBeGreaterThanOrEqual(400_500n);

    const moved = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Listed EXPIRED at once, before any job ran; the ATM refuses them.
    const listed = await getAs(bank, leyla.token, '/api/v1/cash-codes?status=EXPIRED&limit=100');
    const expiredIds = (listed.json() as { items: CashCode[] }).items.map((code) => code.id);
    expect(expiredIds).toEqual(expect.arrayContaining([unused.id, small.id]));
    expect(expiredIds).not.toContain(used.id);
    expect((await atm(bank, leyla.phone, codes[1] as string)).statusCode).toBe(400);

    // The ledger's expiry job leaves these holds to their owner…
    const dayLater = { now: () => bank.clock.now().add({ hours: 24 }) };
    expect(await releaseExpiredHolds(bank.database.db, dayLater)).toBe(0);
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    // …whose job writes EXPIRED and releases them, once.
    await bank.app.jobs.runDueJobs();
    await bank.app.jobs.runDueJobs();
    const rows = await bank.database.db
      .select({ id: cashCodes.id, status: cashCodes.status })
      .from(cashCodes)
      .where(eq(cashCodes.orderId, order.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [used.id]: 'USED',
      [unused.id]: 'EXPIRED',
      [small.id]: 'EXPIRED',
    });
    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after).toEqual({
      balance: before.balance,
      held: before.held - activeSum,
      available: before.available + activeSum,
    });
    const stillOpen = (await openHolds(bank, leyla.azn.ledgerAccountId)).map((hold) => hold.id);
    expect(stillOpen).toEqual(
      holdsBefore.map((hold) => hold.id).filter((id) => !activeBefore.some((c) => c.holdId === id)),
    );
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });
});

describe('uniqueness of active codes', () => {
  it('draws again when parallel confirmations draw the same digits', async () => {
    const { db } = bank.database;
    const [copied] = await db.select().from(cashCodes).limit(1);
    if (!copied) throw new Error('no code to copy');
    const { id: _id, position: _position, ...template } = copied;
    const secrets = secretsFrom('uniqueness-test-key');
    const sequence = ['11111111', '22222222', '33333333', '44444444', '55555555', '66666666'];
    const inserted = await Promise.all(
      [0, 1, 2, 3].map((index) => {
        const draws = sequence[Symbol.iterator]();
        const draw = () => draws.next().value ?? '99999999';
        return db.transaction((tx) =>
          insertUniqueCode(
            tx,
            secrets,
            { ...template, part: 100 + index, status: 'ACTIVE', usedAt: null },
            draw,
          ),
        );
      }),
    );
    const drawn = inserted.map((each) => each.code);
    expect(new Set(drawn).size).toBe(4);
    expect(drawn.sort()).toEqual(['11111111', '22222222', '33333333', '44444444']);
    // Only test rows: they share a hold with the real code, so they go before any job sees them.
    await db.execute(sql`delete from cash_codes where part >= 100`);
  });

  it('keeps every active code unique for a phone across parallel confirmations', async () => {
    const rashad = await openTransferCustomer(
      bank,
      { firstName: 'Rəşad', lastName: 'Həsənov' },
      { azn: 2_000_000n, phone: '994701234567' },
    );
    const orders: { id: string; code: string }[] = [];
    for (let made = 0; made < 4; made += 1) {
      const order = await orderCash(bank, rashad, 4_005);
      orders.push({ id: order.id, code: (await transferSms(bank, rashad)).code });
    }
    const answers = await Promise.all(
      orders.map(({ id, code }) => confirmCash(bank, rashad.token, id, code)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const active = await bank.database.db
      .select({ hash: cashCodes.codeHash })
      .from(cashCodes)
      .where(and(eq(cashCodes.customerId, rashad.customerId), eq(cashCodes.status, 'ACTIVE')));
    expect(active).toHaveLength(8);
    expect(new Set(active.map((row) => row.hash)).size).toBe(8);
    expect(new Set(await withdrawalCodes(bank, rashad, 8)).size).toBe(8);
    expect(await balances(bank, rashad.azn.ledgerAccountId)).toMatchObject({
      held: 4n * 400_500n,
    });
  });
});

describe('masking', () => {
  it('keeps withdrawal codes out of the outbox outside the sandbox', () => {
    expect(
      withCodesMasked(
        'Code to take 4 000.00 ₼ at an ATM: 12345678. Valid until 03.03.2026 - 12:00',
      ),
    ).toBe('Code to take 4 000.00 ₼ at an ATM: ••••••••. Valid until 03.03.2026 - 12:00');
  });

  it('has no ATM outside the sandbox', async () => {
    const production = await startTestBank({ sandbox: false });
    try {
      const response = await atm(production, '551234567', '12345678');
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
