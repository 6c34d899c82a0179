/**
 * One operation opened on its own (issue 15): getOperation's amounts, commission, counterparty,
 * reference, status and time for both sides of a transfer, an exchange, a payment to another
 * bank and a plain booking; 404 for another customer's or a made-up id; the receipt PDF in
 * az, ru and en drawn on the worker pool.
 */
import { Piscina } from 'piscina';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import type { TestBank } from './support/bank';
import {
  confirm,
  getAs,
  otherBankIban,
  startTwoCustomerBank,
  type Transfer,
  type TransferCustomer,
  type TransferRequest,
  transfer,
  transferSms,
} from './support/transfer-execution';

type Operation = components['schemas']['Operation'];
type OperationDetails = components['schemas']['OperationDetails'];

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;
let toElvin: Transfer;
let exchanged: Transfer;
let toOtherBank: Transfer;

async function sendConfirmed(request: TransferRequest): Promise<Transfer> {
  const made = await transfer(bank, leyla.token, request);
  if (made.status !== 'AWAITING_CODE') return made;
  const { code } = await transferSms(bank, leyla);
  const confirmed = await confirm(bank, leyla.token, made.id, code);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as Transfer;
}

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
  toElvin = await sendConfirmed({
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: { iban: elvin.azn.iban },
    amount: 150,
  });
  exchanged = await sendConfirmed({
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: { productId: leyla.usd.id },
    amount: 170,
  });
  toOtherBank = await sendConfirmed({
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: { iban: otherBankIban('AIIB'), name: 'Rəşad Quliyev' } as { iban: string },
    amount: 50,
  });
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

/** The customer's history lines of one product, newest first. */
async function lines(token: string, productId: string, query = ''): Promise<Operation[]> {
  const response = await getAs(
    bank,
    token,
    `/api/v1/operations?productId=${productId}&limit=100${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Operation[] }).items;
}

/** The line a transfer left on a product's history. */
async function lineOf(token: string, productId: string, made: Transfer): Promise<Operation> {
  const found = (await lines(token, productId)).find((line) =>
    line.description.startsWith(made.reference),
  );
  if (!found) throw new Error(`no line of ${made.reference}`);
  return found;
}

async function details(token: string, id: string): Promise<OperationDetails> {
  const response = await getAs(bank, token, `/api/v1/operations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OperationDetails;
}

describe('getOperation', () => {
  it('gives the payer the receiver, the reference and the time of a transfer', async () => {
    const line = await lineOf(leyla.token, leyla.azn.id, toElvin);
    expect(await details(leyla.token, line.id)).toEqual({
      ...line,
      reference: toElvin.reference,
      status: 'COMPLETED',
      commission: 0,
      counterparty: {
        name: 'Elvin Q.',
        account: `AZ…${elvin.azn.iban.slice(-4)}`,
        bank: expect.any(String),
      },
      exchange: null,
    });
  });

  it('gives the receiver the payer, masked, and no commission', async () => {
    const line = await lineOf(elvin.token, elvin.azn.id, toElvin);
    const opened = await details(elvin.token, line.id);
    expect(opened).toMatchObject({
      amount: 150,
      reference: toElvin.reference,
      commission: 0,
      counterparty: { name: 'Leyla M.', account: `AZ…${leyla.azn.iban.slice(-4)}` },
    });
  });

  it('names the other currency and the rate of an exchange, on both sides', async () => {
    const paid = await details(
      leyla.token,
      (await lineOf(leyla.token, leyla.azn.id, exchanged)).id,
    );
    expect(paid).toMatchObject({
      amount: -170,
      currency: 'AZN',
      exchange: { amount: 99.7, currency: 'USD', rate: '1 AZN = 0.58651 USD' },
    });
    const got = await details(leyla.token, (await lineOf(leyla.token, leyla.usd.id, exchanged)).id);
    expect(got).toMatchObject({
      amount: 99.7,
      currency: 'USD',
      exchange: { amount: 170, currency: 'AZN' },
    });
  });

  it('shows the commission inside the amount, and money on its way to another bank', async () => {
    const line = await lineOf(leyla.token, leyla.azn.id, toOtherBank);
    expect(await details(leyla.token, line.id)).toMatchObject({
      amount: -50.3,
      commission: 0.3,
      status: 'PROCESSING',
      counterparty: { name: 'Rəşad Quliyev', bank: 'Kapital Bank' },
    });
  });

  it('gives a booking without a transfer a reference of its own', async () => {
    const topUp = (await lines(leyla.token, leyla.usd.id)).at(-1);
    if (!topUp) throw new Error('no top-up');
    const opened = await details(leyla.token, topUp.id);
    expect(opened).toMatchObject({
      amount: 500,
      status: 'COMPLETED',
      commission: 0,
      exchange: null,
    });
    expect(opened.reference).toBe(`OP-${topUp.id.padStart(10, '0')}`);
  });

  it('is a 404 for another customer’s operation and for a made-up one', async () => {
    const line = await lineOf(leyla.token, leyla.azn.id, toElvin);
    for (const id of [line.id, '999999999']) {
      const response = await getAs(bank, elvin.token, `/api/v1/operations/${id}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'There is no such operation among yours.',
      });
    }
    const receipt = await getAs(bank, elvin.token, `/api/v1/operations/${line.id}/receipt`);
    expect(receipt.statusCode).toBe(404);
    expect((await getAs(bank, elvin.token, '/api/v1/operations/abc')).statusCode).toBe(400);
  });
});

describe('the operation receipt', () => {
  const receipt = (id: string, language: string) =>
    bank.app.inject({
      method: 'GET',
      url: `/api/v1/operations/${id}/receipt`,
      headers: { authorization: leyla.token, 'accept-language': language },
    });

  it.each([
    ['az', ['Əməliyyat qəbzi', 'İstinad nömrəsi', 'Komissiya', 'Qarşı tərəf']],
    ['ru', ['Квитанция об операции', 'Номер операции', 'Комиссия', 'Контрагент']],
    ['en', ['Operation receipt', 'Reference number', 'Commission', 'Counterparty']],
  ])('in %s is a one-page PDF with the figures of the dialog', async (language, words) => {
    const line = await lineOf(leyla.token, leyla.azn.id, toOtherBank);
    const response = await receipt(line.id, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${toOtherBank.reference}.pdf"`,
    );
    const { text, totalPages } = await extractText(new Uint8Array(response.rawPayload), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('-50.30 ₼');
    expect(text).toContain('0.30 ₼');
    expect(text).toContain('Rəşad Quliyev');
    expect(text).toContain(toOtherBank.reference);
    // Booked at the test clock's 08:00 UTC: 12:00 in Baku.
    expect(text).toContain('02.03.2026 - 12:00');
  });

  it('is drawn by the worker pool, off the event loop', async () => {
    const line = await lineOf(leyla.token, leyla.azn.id, toElvin);
    const run = vi.spyOn(Piscina.prototype, 'run');
    try {
      expect((await receipt(line.id, 'en')).statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });
});

describe('the history’s search', () => {
  const found = async (search: string, productId = leyla.azn.id) =>
    (await lines(leyla.token, productId, `&search=${encodeURIComponent(search)}`)).map(
      (line) => line.amount,
    );

  it('finds the counterparty and the description, whatever the case', async () => {
    expect(await found('elvin')).toEqual([-150]);
    expect(await found('RƏŞAD')).toEqual([-50.3]);
    expect(await found(toElvin.reference)).toEqual([-150]);
  });

  it('finds amounts by their start, with a point or a comma', async () => {
    expect(await found('150')).toEqual([-150]);
    expect(await found('50,3')).toEqual([-50.3]);
    expect(await found('50.30')).toEqual([-50.3]);
    expect(await found('170')).toEqual([-170]);
    // A whole number is the whole part: 17 is not the start of 170.00.
    expect(await found('17')).toEqual([]);
    expect(await found('99,7', leyla.usd.id)).toEqual([99.7]);
  });

  it('takes wildcards literally and finds nothing for what is not there', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('nothing like it')).toEqual([]);
  });

  it('works with the everyday view and the period, and is refused when too long', async () => {
    const everyday = await getAs(
      bank,
      leyla.token,
      '/api/v1/operations?search=elvin&from=2026-03-01&to=2026-03-02',
    );
    expect(everyday.statusCode, everyday.body).toBe(200);
    expect((everyday.json() as { items: Operation[] }).items.map((line) => line.amount)).toEqual([
      -150,
    ]);
    const before = await getAs(
      bank,
      leyla.token,
      '/api/v1/operations?search=elvin&from=2026-02-01&to=2026-02-28',
    );
    expect((before.json() as { items: Operation[] }).items).toEqual([]);
    const tooLong = await getAs(bank, leyla.token, `/api/v1/operations?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
