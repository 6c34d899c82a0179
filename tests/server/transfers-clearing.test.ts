/**
 * Transfers to other banks (issue 12): IPS executed at once through the IPS settlement account
 * at any hour; clearing before the 17:00 cut-off executed to the clearing account that day;
 * after it, SCHEDULED with the total held (available drops, balance does not), cancelable, and
 * executed exactly once by the job on the next business day after the sandbox clock moves; the
 * sandbox's interbank settlement empties the settlement accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountId, readBalance } from '../../server/ledger';
import type { TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  balances,
  bookingsOf,
  confirm,
  getAs,
  openTransferCustomer,
  otherBankIban,
  postAs,
  postingsOf,
  startLongSessionBank,
  type Transfer,
  type TransferCustomer,
  transfer,
  transferSms,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;

beforeAll(async () => {
  bank = await startLongSessionBank();
  leyla = await openTransferCustomer(
    bank,
    { firstName: 'Leyla', lastName: 'Məmmədova' },
    { azn: 500_000n },
  );
});
afterAll(async () => {
  await bank?.close();
});

/** Makes a transfer from Leyla's manat account and confirms it with the code she was sent. */
async function sendConfirmed(to: Record<string, string>, amount: number): Promise<Transfer> {
  const made = await transfer(bank, leyla.token, {
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: to as { iban: string },
    amount,
  });
  const { code } = await transferSms(bank, leyla);
  const confirmed = await confirm(bank, leyla.token, made.id, code);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as Transfer;
}

const postingKinds = async (id: string) =>
  (await postingsOf(bank, id)).map(({ kind, amount }) => [kind, amount]);

describe('to another bank on a business day before the cut-off (12:00 Baku)', () => {
  it('IPS by IBAN: commission to income, the amount to the IPS settlement account', async () => {
    const sent = await sendConfirmed({ iban: otherBankIban('AIIB'), name: 'Rəşad Quliyev' }, 50);
    expect(sent).toMatchObject({ status: 'EXECUTED', rail: 'IPS', commission: 0.3, total: 50.3 });
    expect(sent.to).toMatchObject({ name: 'Rəşad Quliyev', bank: 'Kapital Bank' });
    expect(await postingKinds(sent.id)).toEqual([
      ['CURRENT', -5_030n],
      ['COMMISSION_INCOME', 30n],
      ['IPS_SETTLEMENT', 5_000n],
    ]);
  });

  it('IPS by mobile number from the sandbox directory', async () => {
    const sent = await sendConfirmed({ phone: '512001122' }, 10);
    expect(sent).toMatchObject({ status: 'EXECUTED', rail: 'IPS' });
    expect(sent.to.name).toBe('Rəşad Q.');
  });

  it('clearing to a bank outside IPS executes to the clearing account today', async () => {
    const sent = await sendConfirmed({ iban: otherBankIban('JBBK'), name: 'Kamran Əliyev' }, 100);
    expect(sent).toMatchObject({
      status: 'EXECUTED',
      rail: 'CLEARING',
      commission: 1,
      total: 101,
      executionDate: '2026-03-02',
    });
    expect(await postingKinds(sent.id)).toEqual([
      ['CURRENT', -10_100n],
      ['COMMISSION_INCOME', 100n],
      ['CLEARING', 10_000n],
    ]);
  });
});

describe('clearing after the cut-off (18:00 Baku)', () => {
  let scheduled: Transfer;

  it('is SCHEDULED for the next business day with the total held', async () => {
    bank.clock.advance({ hours: 6 });
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    scheduled = await sendConfirmed({ iban: otherBankIban('JBBK'), name: 'Kamran Əliyev' }, 200);
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      executionDate: '2026-03-03',
      executedAt: null,
      total: 201,
    });
    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after).toEqual({
      balance: before.balance,
      held: before.held + 20_100n,
      available: before.available - 20_100n,
    });
    const account = await getAs(bank, leyla.token, `/api/v1/accounts/${leyla.azn.id}`);
    expect(account.json()).toMatchObject({
      balance: Number(before.balance) / 100,
      available: Number(after.available) / 100,
      blockedAmount: 201,
    });
    expect(await bookingsOf(bank, scheduled.id)).toBe(0);
  });

  it('cancel releases the hold; an executed transfer cannot be canceled', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const second = await sendConfirmed({ iban: otherBankIban('JBBK'), name: 'Kamran Əliyev' }, 30);
    expect(second.status).toBe('SCHEDULED');
    expect((await balances(bank, leyla.azn.ledgerAccountId)).held).toBe(before.held + 3_100n);
    const canceled = await postAs(bank, leyla.token, `/api/v1/transfers/${second.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('CANCELED');
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    const again = await postAs(bank, leyla.token, `/api/v1/transfers/${second.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const { items } = (await getAs(bank, leyla.token, '/api/v1/transfers')).json();
    const executed = (items as Transfer[]).find((item) => item.status === 'EXECUTED');
    const refused = await postAs(bank, leyla.token, `/api/v1/transfers/${executed?.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TRANSFER_STATUS_CONFLICT');
  });

  it('IPS still executes at once at this hour', async () => {
    const sent = await sendConfirmed(
      { iban: otherBankIban('AIIB', '2'), name: 'Aynur Həsənova' },
      5,
    );
    expect(sent).toMatchObject({ status: 'EXECUTED', rail: 'IPS', executionDate: '2026-03-02' });
  });

  it('waits while its day has not come', async () => {
    await bank.app.jobs.runDueJobs();
    const read = await getAs(bank, leyla.token, `/api/v1/transfers/${scheduled.id}`);
    expect(read.json().status).toBe('SCHEDULED');
  });

  it('is executed once by the job on the next business day, from its hold', async () => {
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const moved = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await bank.app.jobs.runDueJobs();
    await bank.app.jobs.runDueJobs();
    const read = (await getAs(bank, leyla.token, `/api/v1/transfers/${scheduled.id}`)).json();
    expect(read).toMatchObject({ status: 'EXECUTED', executionDate: '2026-03-03' });
    expect(read.executedAt.startsWith('2026-03-03')).toBe(true);
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual({
      balance: before.balance - 20_100n,
      held: before.held - 20_100n,
      available: before.available,
    });
    expect(await bookingsOf(bank, scheduled.id)).toBe(1);
    expect(await postingKinds(scheduled.id)).toEqual([
      ['CURRENT', -20_100n],
      ['COMMISSION_INCOME', 100n],
      ['CLEARING', 20_000n],
    ]);
  });
});

describe('the sandbox’s interbank settlement', () => {
  it('settles every executed transfer that left the bank, once', async () => {
    const settle = () => bank.app.inject({ method: 'POST', url: '/sandbox/v1/clearing/settle' });
    const first = await settle();
    expect(first.statusCode, first.body).toBe(200);
    // Two IPS and one clearing today, one IPS after the cut-off, the scheduled one the next day.
    expect(first.json()).toEqual({ settled: 5 });
    const { db } = bank.database;
    for (const kind of ['IPS_SETTLEMENT', 'CLEARING'] as const) {
      expect((await readBalance(db, await bankAccountId(db, kind, 'AZN'))).balance).toBe(0n);
    }
    expect((await settle()).json()).toEqual({ settled: 0 });
    expect(await unbalancedTransactions(db)).toEqual([]);
  });
});
