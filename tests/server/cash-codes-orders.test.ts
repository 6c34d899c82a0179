/**
 * Cash by code, the order (issue 17): the quote's commission and split, the amount's refusals
 * (nothing held or charged), the create's Idempotency-Key, the one-time code bound to its order,
 * the confirmation's one transaction (commission to income, one hold per code, one SMS per code
 * in the customer's language), the list, the cancel that releases exactly its hold, and another
 * customer's order and code as 404s.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../server/db/schema';
import type { TestBank } from './support/bank';
import {
  type CashCode,
  type CashCodeQuote,
  type CashOrder,
  cashConfirmed,
  confirmCash,
  createCash,
  openHolds,
  orderCash,
  postingsByReference,
  quoteCash,
  smsCount,
} from './support/cash-codes';
import { unbalancedTransactions } from './support/ledger';
import {
  balances,
  getAs,
  openTransferCustomer,
  postAs,
  startTwoCustomerBank,
  type TransferCustomer,
  transferSms,
  wrongCode,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
  // 20 000 ₼ more, for the orders over 4 000 ₼.
  await leyla.topUp('2026-02-02T10:00', leyla.azn, 2_000_000n);
});
afterAll(async () => {
  await bank?.close();
});

describe('the quote', () => {
  it('shows the commission, the total and the split into codes of at most 4 000 ₼', async () => {
    const response = await quoteCash(bank, leyla.token, leyla.azn.id, 4_500);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 4_500,
      currency: 'AZN',
      commission: 22.5,
      total: 4_522.5,
      parts: [{ amount: 4_000 }, { amount: 500 }],
      codeLifetimeHours: 24,
      from: { productId: leyla.azn.id, currency: 'AZN' },
    });
    const split = async (amount: number) =>
      ((await quoteCash(bank, leyla.token, leyla.azn.id, amount)).json() as CashCodeQuote).parts;
    expect(await split(8_000)).toEqual([{ amount: 4_000 }, { amount: 4_000 }]);
    expect(await split(12_005)).toEqual([
      { amount: 4_000 },
      { amount: 4_000 },
      { amount: 4_000 },
      { amount: 5 },
    ]);
    expect(await split(10)).toEqual([{ amount: 10 }]);
  });

  it('takes a card as the source, its account giving the money', async () => {
    const response = await quoteCash(bank, leyla.token, leyla.cardId, 100);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ commission: 0.5, total: 100.5 });
  });

  it('refuses the amount by its field codes, translated, and changes nothing', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const sent = await smsCount(bank, leyla.phone);
    const refusal = async (amount: number, locale = 'en') => {
      const response = await postAs(
        bank,
        leyla.token,
        '/api/v1/cash-codes/quote',
        { from: { productId: leyla.azn.id }, amount },
        { 'accept-language': locale },
      );
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { code: string; message: string };
    };
    expect(await refusal(12)).toMatchObject({
      code: 'CASH_AMOUNT_NOT_MULTIPLE',
      message: 'The amount must be a multiple of 5.00 ₼: the ATM gives notes.',
    });
    expect(await refusal(5)).toMatchObject({
      code: 'CASH_AMOUNT_BELOW_MINIMUM',
      message: 'The least cash you can take is 10.00 ₼.',
    });
    expect((await refusal(5, 'az')).message).toBe('Nağdlaşdırma üçün ən az məbləğ 10.00 ₼-dır.');
    expect((await refusal(5, 'ru')).message).toBe(
      'Минимальная сумма для снятия наличных — 10.00 ₼.',
    );
    expect((await refusal(10.5)).code).toBe('CASH_AMOUNT_NOT_MULTIPLE');
    expect((await refusal(0)).code).toBe('AMOUNT_NOT_POSITIVE');
    expect((await refusal(40_005)).code).toBe('CASH_AMOUNT_TOO_LARGE');
    expect((await refusal(35_000)).code).toBe('AMOUNT_OVER_BALANCE');
    const usd = await quoteCash(bank, leyla.token, leyla.usd.id, 100);
    expect(usd.statusCode).toBe(400);
    expect(usd.json()).toMatchObject({ code: 'CASH_SOURCE_NOT_AZN' });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    expect(await smsCount(bank, leyla.phone)).toBe(sent);
  });

  it('knows only the caller’s own sources', async () => {
    const response = await quoteCash(bank, elvin.token, leyla.azn.id, 100);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SOURCE_NOT_FOUND' });
  });
});

describe('the order and its one-time code', () => {
  let order: CashOrder;

  it('is created once per Idempotency-Key, AWAITING_CODE, nothing held', async () => {
    const quoted = (
      await quoteCash(bank, leyla.token, leyla.azn.id, 4_500)
    ).json() as CashCodeQuote;
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const first = await createCash(bank, leyla.token, quoted.id, 'cash-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await createCash(bank, leyla.token, quoted.id, 'cash-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    order = first.json() as CashOrder;
    expect(order).toMatchObject({ status: 'AWAITING_CODE', amount: 4_500, codes: [] });
    expect(order.codeExpiresAt).not.toBeNull();
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    const sms = await transferSms(bank, leyla);
    expect(sms.text).toContain('4 500.00');
    expect(sms.text).toContain('22.50');
    // Another key for the same quote: it was used, 'Unsuccessful operation'.
    const other = await createCash(bank, leyla.token, quoted.id, 'cash-key-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 'QUOTE_ALREADY_USED', message: 'Unsuccessful operation' });
  });

  it('binds the code to its order: another order’s code does not confirm it', async () => {
    const other = await orderCash(bank, leyla, 100);
    const otherCode = (await transferSms(bank, leyla)).code;
    const response = await confirmCash(bank, leyla.token, order.id, otherCode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    const stillWaiting = await confirmCash(bank, leyla.token, other.id, wrongCode(otherCode));
    expect(stillWaiting.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('is another customer’s 404', async () => {
    const response = await confirmCash(bank, elvin.token, order.id, '123456');
    expect(response.statusCode).toBe(404);
    const resend = await postAs(
      bank,
      elvin.token,
      `/api/v1/cash-codes/orders/${order.id}/resend-code`,
    );
    expect(resend.statusCode).toBe(404);
  });

  it('confirms in one transaction: the commission, one hold and one SMS per code', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const holdsBefore = await openHolds(bank, leyla.azn.ledgerAccountId);
    const resent = await postAs(
      bank,
      leyla.token,
      `/api/v1/cash-codes/orders/${order.id}/resend-code`,
    );
    expect(resent.statusCode).toBe(429);
    expect(resent.json()).toMatchObject({ code: 'OTP_RESEND_TOO_EARLY' });
    bank.clock.advance({ seconds: 61 });
    const again = await postAs(
      bank,
      leyla.token,
      `/api/v1/cash-codes/orders/${order.id}/resend-code`,
    );
    expect(again.statusCode, again.body).toBe(200);
    const { code } = await transferSms(bank, leyla);
    const confirmed = await confirmCash(bank, leyla.token, order.id, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = confirmed.json() as CashOrder;
    expect(done.status).toBe('CONFIRMED');
    expect(done.codes.map((each) => [each.amount, each.status])).toEqual([
      [4_000, 'ACTIVE'],
      [500, 'ACTIVE'],
    ]);
    const [first] = done.codes as [CashCode];
    expect(first.display).toMatch(/^•••• ••\d{2}$/);
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBe(24 * 3_600_000);

    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after.balance).toBe(before.balance - 2_250n);
    expect(after.held).toBe(before.held + 450_000n);
    const holds = await openHolds(bank, leyla.azn.ledgerAccountId);
    const added = holds.slice(holdsBefore.length).map((hold) => hold.amount);
    expect(added).toHaveLength(2);
    expect(added).toEqual(expect.arrayContaining([400_000n, 50_000n]));
    expect(await postingsByReference(bank, `cash-order:${order.id}:commission`)).toEqual([
      ['CURRENT', -2_250n],
      ['COMMISSION_INCOME', 2_250n],
    ]);
    const texts = bank.phones.filter((sms) => sms.phone === leyla.phone).slice(-2);
    expect(texts.map((sms) => sms.text)).toEqual([
      expect.stringMatching(/^Code to take 4 000\.00 ₼ at an ATM: \d{8}\. Valid until /),
      expect.stringMatching(/^Code to take 500\.00 ₼ at an ATM: \d{8}\. Valid until /),
    ]);
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
    const twice = await confirmCash(bank, leyla.token, order.id, code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CASH_ORDER_NOT_AWAITING_CODE' });
  });

  it('sends the codes in the language the order was made in', async () => {
    const quoted = await postAs(
      bank,
      leyla.token,
      '/api/v1/cash-codes/quote',
      { from: { productId: leyla.azn.id }, amount: 20 },
      { 'accept-language': 'ru' },
    );
    const made = await createCash(bank, leyla.token, (quoted.json() as CashCodeQuote).id);
    const { code } = await transferSms(bank, leyla);
    expect(
      (await confirmCash(bank, leyla.token, (made.json() as CashOrder).id, code)).statusCode,
    ).toBe(200);
    expect(bank.phones.at(-1)?.text).toMatch(/^Код для снятия 20\.00 ₼ в банкомате: \d{8}\./);
  });

  it('fails as a whole when the money is gone: nothing held, charged or sent', async () => {
    const poor = await openTransferCustomer(
      bank,
      { firstName: 'Nigar', lastName: 'Əliyeva' },
      { azn: 10_000n, phone: '994551234567' },
    );
    const made = await orderCash(bank, poor, 95);
    const { code } = await transferSms(bank, poor);
    // Spent elsewhere meanwhile: 95.50 ₼ no longer fits.
    await poor.pay('2026-02-03T10:00', poor.azn, 1_000n, { kind: 'CARD_PURCHASE' });
    const before = await balances(bank, poor.azn.ledgerAccountId);
    const sent = await smsCount(bank, poor.phone);
    const response = await confirmCash(bank, poor.token, made.id, code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CASH_FUNDS_GONE', message: 'Unsuccessful operation' });
    expect(await balances(bank, poor.azn.ledgerAccountId)).toEqual(before);
    expect(await smsCount(bank, poor.phone)).toBe(sent);
    expect(await openHolds(bank, poor.azn.ledgerAccountId)).toEqual([]);
  });

  it('is CANCELED after five wrong codes, nothing held', async () => {
    const made = await orderCash(bank, leyla, 30);
    const { code } = await transferSms(bank, leyla);
    for (let tries = 0; tries < 4; tries += 1) {
      await confirmCash(bank, leyla.token, made.id, wrongCode(code));
    }
    const fifth = await confirmCash(bank, leyla.token, made.id, wrongCode(code));
    expect(fifth.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    const right = await confirmCash(bank, leyla.token, made.id, code);
    expect(right.statusCode).toBe(409);
    expect(right.json()).toMatchObject({ code: 'CASH_ORDER_NOT_AWAITING_CODE' });
  });

  it('refuses a card blocked after the code was sent, nothing held or charged', async () => {
    const made = await orderCash(bank, leyla, 50, leyla.cardId);
    const { code } = await transferSms(bank, leyla);
    const { db } = bank.database;
    await db.update(cards).set({ status: 'BLOCKED' }).where(eq(cards.id, leyla.cardId));
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const response = await confirmCash(bank, leyla.token, made.id, code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CARD_BLOCKED' });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    const again = await quoteCash(bank, leyla.token, leyla.cardId, 50);
    expect(again.json()).toMatchObject({ code: 'CARD_BLOCKED' });
    await db.update(cards).set({ status: 'ACTIVE' }).where(eq(cards.id, leyla.cardId));
  });

  it('refuses an expired quote with PRODUCT 8’s message', async () => {
    const quoted = (await quoteCash(bank, leyla.token, leyla.azn.id, 50)).json() as CashCodeQuote;
    bank.clock.advance({ minutes: 6 });
    const response = await postAs(
      bank,
      leyla.token,
      '/api/v1/cash-codes',
      { quoteId: quoted.id },
      { 'accept-language': 'az' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'QUOTE_EXPIRED', message: 'Uğursuz əməliyyat' });
  });
});

describe('the list and the cancel', () => {
  it('lists the codes newest first, a page at a time, by status', async () => {
    const { order } = await cashConfirmed(bank, leyla, 8_000);
    const page = await getAs(bank, leyla.token, '/api/v1/cash-codes?limit=2');
    expect(page.statusCode, page.body).toBe(200);
    const { items, nextCursor } = page.json() as { items: CashCode[]; nextCursor: string };
    expect(items.map((code) => code.id)).toEqual(order.codes.map((code) => code.id).reverse());
    expect(nextCursor).not.toBeNull();
    const older = await getAs(
      bank,
      leyla.token,
      `/api/v1/cash-codes?limit=100&cursor=${nextCursor}`,
    );
    expect((older.json() as { items: CashCode[] }).items.length).toBeGreaterThan(0);
    const active = await getAs(bank, leyla.token, '/api/v1/cash-codes?status=ACTIVE&limit=100');
    const activeItems = (active.json() as { items: CashCode[] }).items;
    expect(activeItems.every((code) => code.status === 'ACTIVE')).toBe(true);
    const elvins = await getAs(bank, elvin.token, '/api/v1/cash-codes');
    expect(elvins.json()).toEqual({ items: [], nextCursor: null });
  });

  it('cancels an active code, releasing exactly its hold; then 409', async () => {
    const { order } = await cashConfirmed(bank, leyla, 4_005);
    const [big, small] = order.codes as [CashCode, CashCode];
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const foreign = await postAs(bank, elvin.token, `/api/v1/cash-codes/${small.id}/cancel`);
    expect(foreign.statusCode).toBe(404);
    const response = await postAs(bank, leyla.token, `/api/v1/cash-codes/${small.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: small.id, status: 'CANCELED', amount: 5 });
    expect((response.json() as CashCode).canceledAt).not.toBeNull();
    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after).toEqual({
      balance: before.balance,
      held: before.held - 500n,
      available: before.available + 500n,
    });
    const again = await postAs(bank, leyla.token, `/api/v1/cash-codes/${small.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CASH_CODE_NOT_ACTIVE',
      message: 'Unsuccessful operation',
    });
    const canceled = await getAs(bank, leyla.token, '/api/v1/cash-codes?status=CANCELED');
    expect((canceled.json() as { items: CashCode[] }).items.map((code) => code.id)).toEqual([
      small.id,
    ]);
    expect(big.status).toBe('ACTIVE');
  });
});

describe('housekeeping', () => {
  it('forgets a quote never ordered a day after it expired', async () => {
    const quoted = (await quoteCash(bank, leyla.token, leyla.azn.id, 10)).json() as CashCodeQuote;
    bank.clock.advance({ hours: 25 });
    await bank.app.jobs.runDueJobs();
    const response = await createCash(bank, leyla.token, quoted.id);
    expect(response.statusCode).toBe(404);
  });
});
