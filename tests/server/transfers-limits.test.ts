/**
 * The daily and monthly limits for transfers to others (issue 12): own products do not count;
 * executed, scheduled and awaiting-code ones do, in manats; two creates at once cannot both pass
 * the last of the limit, and a quote over it is refused; a dead code frees its share; a new day
 * renews the daily limit only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBank } from './support/bank';
import {
  confirm,
  create,
  getAs,
  openTransferCustomer,
  postAs,
  quote,
  startLongSessionBank,
  type TransferCustomer,
  type TransferRequest,
  transfer,
  transferSms,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;

beforeAll(async () => {
  bank = await startLongSessionBank();
  leyla = await openTransferCustomer(
    bank,
    { firstName: 'Leyla', lastName: 'Məmmədova' },
    { azn: 3_000_000n, usd: 100_000n },
  );
  elvin = await openTransferCustomer(bank, { firstName: 'Elvin', lastName: 'Quliyev' });
});
afterAll(async () => {
  await bank?.close();
});

const limits = async () => (await getAs(bank, leyla.token, '/api/v1/transfers/limits')).json();

const toElvin = (amount: number): TransferRequest => ({
  type: 'A2A',
  from: { productId: leyla.azn.id },
  to: { iban: elvin.azn.iban },
  amount,
});

async function sendConfirmed(request: TransferRequest) {
  const made = await transfer(bank, leyla.token, request);
  const { code } = await transferSms(bank, leyla);
  expect((await confirm(bank, leyla.token, made.id, code)).json().status).toBe('EXECUTED');
}

describe('transfer limits', () => {
  it('start whole, and transfers between own products do not count', async () => {
    await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leyla.usd.id },
      amount: 1_000,
    });
    expect(await limits()).toEqual({
      currency: 'AZN',
      daily: 20_000,
      dailyLeft: 20_000,
      monthly: 100_000,
      monthlyLeft: 100_000,
    });
  });

  it('count what was sent to others, another currency at its manat value', async () => {
    await sendConfirmed(toElvin(15_000));
    // 100.00 USD to Elvin's dollar account counts 169.50 AZN at the bank's 1.695.
    await sendConfirmed({
      type: 'A2A',
      from: { productId: leyla.usd.id },
      to: { iban: elvin.usd.iban },
      amount: 100,
    });
    expect(await limits()).toMatchObject({ dailyLeft: 4_830.5, monthlyLeft: 84_830.5 });
  });

  it('refuse a quote over what is left, on the amount field; own products still pass', async () => {
    const refused = await postAs(bank, leyla.token, '/api/v1/transfers/quote', toElvin(5_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'TRANSFER_LIMIT_EXCEEDED',
      message: 'This exceeds the daily transfer limit. Left for today: 4 830.50 ₼.',
    });
    const inAzerbaijani = await postAs(
      bank,
      leyla.token,
      '/api/v1/transfers/quote',
      toElvin(5_000),
      { 'accept-language': 'az' },
    );
    expect(inAzerbaijani.json().message).toMatch(/^Gündəlik köçürmə limiti aşılır\./);
    await quote(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leyla.usd.id },
      amount: 5_000,
    });
  });

  it('let only one of two creates at once take the last of the limit', async () => {
    const [first, second] = await Promise.all([
      quote(bank, leyla.token, toElvin(4_000)),
      quote(bank, leyla.token, toElvin(4_000)),
    ]);
    const answers = await Promise.all([
      create(bank, leyla.token, first?.id ?? ''),
      create(bank, leyla.token, second?.id ?? ''),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      code: 'TRANSFER_LIMIT_EXCEEDED',
      message: 'This exceeds the daily transfer limit. Left for today: 830.50 ₼.',
    });
    // The one awaiting its code counts.
    expect(await limits()).toMatchObject({ dailyLeft: 830.5 });
  });

  it('free the share of a transfer whose code died', async () => {
    bank.clock.advance({ minutes: 5 });
    expect(await limits()).toMatchObject({ dailyLeft: 4_830.5 });
    await bank.app.jobs.runDueJobs();
    const { items } = (await getAs(bank, leyla.token, '/api/v1/transfers?limit=1')).json();
    expect(items[0]).toMatchObject({ status: 'CANCELED', debitAmount: 4_000 });
  });

  it('renew the daily limit the next day, not the monthly one', async () => {
    const moved = await bank.app.inject({
      method: 'POST',
      url: '/sandbox/v1/clock',
      payload: { days: 1 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await limits()).toMatchObject({ dailyLeft: 20_000, monthlyLeft: 84_830.5 });
  });
});
