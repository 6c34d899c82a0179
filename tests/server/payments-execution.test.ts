/**
 * A payment is a transfer (issue 16): quote → create (idempotent) → the code → EXECUTED in one
 * ledger transaction to the provider's settlement account, with the commission to income; the
 * operation shows under MOBILE or UTILITIES; the provider's debt goes down; wrong codes count;
 * another customer's payment and a plain transfer are 404s; quotes of one kind do not make the
 * other; the receipt names the provider's reference.
 */
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerAccountNumber } from '../../server/payments/providers/store';
import type { TestBank } from './support/bank';
import { unbalancedTransactions } from './support/ledger';
import {
  createPayment,
  findSubscriber,
  getPayment,
  makePayment,
  type Payment,
  type PaymentQuote,
  payConfirmed,
  quotePayment,
} from './support/payments';
import {
  balances,
  bookingsOf,
  getAs,
  postAs,
  postingsOf,
  quote as quoteTransfer,
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
});
afterAll(async () => {
  await bank?.close();
});

const mobile = () => ({
  providerId: 'azercell',
  from: { productId: leyla.azn.id },
  fields: { phone: '501112233' },
  amount: 20,
});
const gas = (amount: number) => ({
  providerId: 'azeriqaz',
  from: { productId: leyla.azn.id },
  fields: { subscriberCode: '1002003002' },
  amount,
});

describe('paying a mobile operator', () => {
  let paid: Payment;

  it('quotes the PAYMENT tariff, today, with a code', async () => {
    const response = await quotePayment(bank, leyla.token, mobile());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      provider: { id: 'azercell', name: 'Azercell', category: 'MOBILE' },
      subscriber: { display: '+994 50 ••• •• 33', name: null, debt: null },
      amount: 20,
      commission: 0.1,
      total: 20.1,
      executionDate: '2026-03-02',
      instant: true,
      codeRequired: true,
    });
  });

  it('is created once per Idempotency-Key, the SMS naming the total and the provider', async () => {
    const quoted = (await quotePayment(bank, leyla.token, mobile())).json() as PaymentQuote;
    const first = await createPayment(bank, leyla.token, quoted.id, 'pay-key-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await createPayment(bank, leyla.token, quoted.id, 'pay-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const made = first.json() as Payment;
    expect(made).toMatchObject({
      status: 'AWAITING_CODE',
      providerReference: expect.any(String),
      fields: { phone: '501112233' },
    });
    const sms = await transferSms(bank, leyla);
    expect(sms.text).toContain('20.10');
    expect(sms.text).toContain('Azercell');

    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const wrong = await postAs(bank, leyla.token, `/api/v1/payments/${made.id}/confirm`, {
      code: wrongCode(sms.code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    const right = await postAs(bank, leyla.token, `/api/v1/payments/${made.id}/confirm`, {
      code: sms.code,
    });
    expect(right.statusCode, right.body).toBe(200);
    paid = right.json() as Payment;
    expect(paid.status).toBe('EXECUTED');
    expect(await bookingsOf(bank, made.id)).toBe(1);
    const after = await balances(bank, leyla.azn.ledgerAccountId);
    expect(after.balance).toBe(before.balance - 2_010n);
  });

  it('books one ledger transaction: settlement account and commission income', async () => {
    const postings = (await postingsOf(bank, paid.id)).map(({ kind, amount }) => [kind, amount]);
    expect(postings).toEqual([
      ['CURRENT', -2_010n],
      ['COMMISSION_INCOME', 10n],
      ['PROVIDER_SETTLEMENT', 2_000n],
    ]);
    expect(providerAccountNumber('azercell')).toBe('PROVIDER-AZERCELL-AZN');
    expect(await unbalancedTransactions(bank.database.db)).toEqual([]);
  });

  it('shows in the history under MOBILE, named after the provider', async () => {
    const history = await getAs(
      bank,
      leyla.token,
      `/api/v1/operations?productId=${leyla.azn.id}&limit=100`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const items = history.json().items as { kind: string; category: string; merchant: string }[];
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'MOBILE_PAYMENT', category: 'MOBILE', merchant: 'Azercell' }),
    );
    const line = items.find((item) => item.kind === 'MOBILE_PAYMENT') as unknown as { id: string };
    const details = await getAs(bank, leyla.token, `/api/v1/operations/${line.id}`);
    expect(details.statusCode, details.body).toBe(200);
    const receipt = await getAs(bank, leyla.token, `/api/v1/operations/${line.id}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
  });

  it('is read back, and is nobody else’s', async () => {
    const read = await getPayment(bank, leyla.token, paid.id);
    expect(read.json()).toEqual(paid);
    for (const call of [
      getPayment(bank, elvin.token, paid.id),
      postAs(bank, elvin.token, `/api/v1/payments/${paid.id}/cancel`),
      postAs(bank, elvin.token, `/api/v1/payments/${paid.id}/confirm`, { code: '123456' }),
      getAs(bank, elvin.token, `/api/v1/payments/${paid.id}/receipt`),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(404);
    }
  });

  it('prints a receipt with the provider and its reference', async () => {
    const response = await getAs(bank, leyla.token, `/api/v1/payments/${paid.id}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Payment receipt');
    expect(text).toContain('Azercell');
    expect(text).toContain(paid.providerReference);
  });
});

describe('paying a utility', () => {
  it('reduces the debt the provider reports', async () => {
    const debt = async () =>
      (await findSubscriber(bank, leyla.token, 'azeriqaz', { subscriberCode: '1002003002' })).json()
        .debt;
    expect(await debt()).toBe(12.35);
    const paid = await payConfirmed(bank, leyla, gas(10));
    expect(paid).toMatchObject({
      status: 'EXECUTED',
      subscriber: { display: '1002003002', name: 'Rəşad Q.' },
    });
    expect(await debt()).toBe(2.35);
    await payConfirmed(bank, leyla, gas(5));
    expect(await debt()).toBe(0);
    const postings = (await postingsOf(bank, paid.id)).map(({ kind }) => kind);
    expect(postings).toEqual(['CURRENT', 'COMMISSION_INCOME', 'PROVIDER_SETTLEMENT']);
    const history = (
      await getAs(bank, leyla.token, `/api/v1/operations?productId=${leyla.azn.id}&limit=100`)
    ).json();
    expect(history.items).toContainEqual(
      expect.objectContaining({
        kind: 'UTILITY_PAYMENT',
        category: 'UTILITIES',
        merchant: 'Azeriqaz',
      }),
    );
  });
});

describe('payments and transfers keep to their own calls', () => {
  it('a payment quote makes no transfer, a transfer quote no payment', async () => {
    const paymentQuote = (await quotePayment(bank, leyla.token, mobile())).json() as PaymentQuote;
    const asTransfer = await postAs(
      bank,
      leyla.token,
      '/api/v1/transfers',
      { quoteId: paymentQuote.id },
      { 'idempotency-key': 'cross-1' },
    );
    expect(asTransfer.statusCode).toBe(404);
    const transferQuote = await quoteTransfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leyla.usd.id },
      amount: 1,
    });
    const asPayment = await createPayment(bank, leyla.token, transferQuote.id);
    expect(asPayment.statusCode).toBe(404);
  });

  it('a plain transfer is no payment, and the transfers list leaves payments out', async () => {
    const made = await makePayment(bank, leyla.token, mobile());
    const { items } = (await getAs(bank, leyla.token, '/api/v1/transfers?limit=100')).json();
    expect((items as { id: string }[]).some((item) => item.id === made.id)).toBe(false);
    const transferQuote = await quoteTransfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { productId: leyla.usd.id },
      amount: 1,
    });
    const sent = await postAs(
      bank,
      leyla.token,
      '/api/v1/transfers',
      { quoteId: transferQuote.id },
      { 'idempotency-key': 'plain-1' },
    );
    expect((await getPayment(bank, leyla.token, sent.json().id)).statusCode).toBe(404);
    // A new code after the transfers' minute; another customer's resend is a 404.
    bank.clock.advance({ seconds: 61 });
    const resent = await postAs(bank, leyla.token, `/api/v1/payments/${made.id}/resend-code`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().status).toBe('AWAITING_CODE');
    const foreign = await postAs(bank, elvin.token, `/api/v1/payments/${made.id}/resend-code`);
    expect(foreign.statusCode).toBe(404);
    const canceled = await postAs(bank, leyla.token, `/api/v1/payments/${made.id}/cancel`);
    expect(canceled.json().status).toBe('CANCELED');
  });
});
