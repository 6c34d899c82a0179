/**
 * PRODUCT 9 for payments: "Payments on non-business days or after 17:00 are executed the next
 * business day". After 17:00 Baku a confirmed payment is SCHEDULED with its total held, the
 * transfers' job executes it on the next business day, and canceling before that releases the
 * hold. A provider that went down after the quote takes no payment (503, nothing made).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCutOff } from '../../domain/calendar';
import type { TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  createPayment,
  getPayment,
  type Payment,
  type PaymentQuote,
  payConfirmed,
  quotePayment,
  setAvailability,
} from './support/payments';
import {
  balances,
  bookingsOf,
  getAs,
  openTransferCustomer,
  postAs,
  postingsOf,
  startLongSessionBank,
  type TransferCustomer,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;

beforeAll(async () => {
  bank = await startLongSessionBank();
  leyla = await openTransferCustomer(
    bank,
    { firstName: 'Leyla', lastName: 'Məmmədova' },
    { azn: 100_000n },
  );
});
afterAll(async () => {
  await bank?.close();
});

const water = (amount: number) => ({
  providerId: 'azersu',
  from: { productId: leyla.azn.id },
  fields: { subscriberCode: '10020031' },
  amount,
});

it('the cut-off is 17:00, as PRODUCT 9 says', () => {
  expect(paymentCutOff.toString({ smallestUnit: 'minute' })).toBe('17:00');
});

describe('a provider down after the quote', () => {
  it('makes no payment and charges nothing (503)', async () => {
    const quoted = (await quotePayment(bank, leyla.token, water(5))).json() as PaymentQuote;
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    await setAvailability(bank, 'azersu', false);
    const refused = await createPayment(bank, leyla.token, quoted.id, 'down-key');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('PROVIDER_UNAVAILABLE');
    await setAvailability(bank, 'azersu', true);
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    // 503 is not remembered: once the provider is back, the same key makes the payment.
    const retried = await createPayment(bank, leyla.token, quoted.id, 'down-key');
    expect(retried.statusCode, retried.body).toBe(201);
    await postAs(bank, leyla.token, `/api/v1/payments/${retried.json().id}/cancel`);
  });
});

describe('after 17:00 Baku', () => {
  let scheduled: Payment;

  it('is quoted for the next business day and SCHEDULED with its total held', async () => {
    bank.clock.advance({ hours: 6 });
    const quoted = (await quotePayment(bank, leyla.token, water(20))).json() as PaymentQuote;
    expect(quoted).toMatchObject({ executionDate: '2026-03-03', instant: false, total: 20.1 });
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    scheduled = await payConfirmed(bank, leyla, water(20));
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      executionDate: '2026-03-03',
      executedAt: null,
    });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual({
      balance: before.balance,
      held: before.held + 2_010n,
      available: before.available - 2_010n,
    });
    expect(await bookingsOf(bank, scheduled.id)).toBe(0);
    const receipt = await getAs(bank, leyla.token, `/api/v1/payments/${scheduled.id}/receipt`);
    expect(receipt.statusCode).toBe(409);
  });

  it('cancel before its day releases the hold', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const second = await payConfirmed(bank, leyla, water(3));
    expect(second.status).toBe('SCHEDULED');
    const canceled = await postAs(bank, leyla.token, `/api/v1/payments/${second.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('CANCELED');
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
  });

  it('is executed once by the scheduled job on the next business day', async () => {
    await bank.app.jobs.runDueJobs();
    expect((await getPayment(bank, leyla.token, scheduled.id)).json().status).toBe('SCHEDULED');
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const moved = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await bank.app.jobs.runDueJobs();
    await bank.app.jobs.runDueJobs();
    const read = (await getPayment(bank, leyla.token, scheduled.id)).json() as Payment;
    expect(read).toMatchObject({ status: 'EXECUTED', executionDate: '2026-03-03' });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual({
      balance: before.balance - 2_010n,
      held: before.held - 2_010n,
      available: before.available,
    });
    expect(await bookingsOf(bank, scheduled.id)).toBe(1);
    expect(
      (await postingsOf(bank, scheduled.id)).map(({ kind, amount }) => [kind, amount]),
    ).toEqual([
      ['CURRENT', -2_010n],
      ['COMMISSION_INCOME', 10n],
      ['PROVIDER_SETTLEMENT', 2_000n],
    ]);
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });
});
