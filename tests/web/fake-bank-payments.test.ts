/**
 * The fake bank's payments (tests/fake-bank/handlers/payments.ts) answer by the contract and by
 * the bank's rules, so the payment screens' tests can lean on them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { session } from '../../src/shared/session';
import { fakeBank } from '../fake-bank';
import { aznParty } from '../fake-bank/fixtures/transfers';
import { paymentBook, paymentCode, payments } from '../fake-bank/handlers/payments';

beforeEach(() => {
  sessionStorage.setItem('access_token', 'token');
  session.init();
});

const from = { productId: aznParty.productId ?? '' };

describe('fake bank payments', () => {
  it('lists the catalogue and refuses a number of another operator', async () => {
    fakeBank.use(...payments());
    const list = await api.GET('/api/v1/payment-providers');
    expect(list.data?.categories.map((group) => group.category)).toEqual([
      'MOBILE',
      'GAS',
      'ELECTRICITY',
      'WATER',
      'INTERNET',
    ]);
    const quote = await api.POST('/api/v1/payments/quote', {
      body: { providerId: 'bakcell', from, fields: { phone: '501234567' }, amount: 5 },
    });
    expect(quote.error?.code).toBe('PHONE_PREFIX_NOT_OPERATOR');
  });

  it('pays a gas bill and the debt goes down; a provider down answers 503', async () => {
    const book = paymentBook();
    fakeBank.use(...payments(book));
    const fields = { subscriberCode: '1002003001' };
    const found = await api.POST('/api/v1/payment-providers/{id}/subscriber', {
      params: { path: { id: 'azeriqaz' } },
      body: { fields },
    });
    expect(found.data).toEqual({ display: '1002003001', name: 'Leyla M.', debt: 45.6 });
    const quote = await api.POST('/api/v1/payments/quote', {
      body: { providerId: 'azeriqaz', from, fields, amount: 40 },
    });
    const made = await api.POST('/api/v1/payments', {
      params: { header: { 'Idempotency-Key': 'key-1' } },
      body: { quoteId: quote.data?.id ?? '' },
    });
    const confirmed = await api.POST('/api/v1/payments/{id}/confirm', {
      params: { path: { id: made.data?.id ?? '' } },
      body: { code: paymentCode },
    });
    expect(confirmed.data?.status).toBe('EXECUTED');
    const after = await api.POST('/api/v1/payment-providers/{id}/subscriber', {
      params: { path: { id: 'azeriqaz' } },
      body: { fields },
    });
    expect(after.data?.debt).toBe(5.6);

    await api.PUT('/sandbox/v1/payment-providers/{id}/availability', {
      params: { path: { id: 'azeriqaz' } },
      body: { available: false },
    });
    const down = await api.POST('/api/v1/payment-providers/{id}/subscriber', {
      params: { path: { id: 'azeriqaz' } },
      body: { fields },
    });
    expect(down.response.status).toBe(503);
  });
});
