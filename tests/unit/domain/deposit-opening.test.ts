import { describe, expect, it } from 'vitest';
import {
  type DepositOpeningForm,
  depositApplicationRequest,
  depositErrorField,
  depositFormProblems,
  depositPreview,
  emptyDepositForm,
  reconcileDepositForm,
} from '../../../domain/deposit-opening';
import {
  depositProducts,
  openingDay,
  sourceAccounts,
} from '../../fake-bank/fixtures/deposit-opening';

const options = { products: depositProducts, accounts: sourceAccounts };
const start = reconcileDepositForm(emptyDepositForm, options);
const form = (fields: Partial<DepositOpeningForm>) =>
  reconcileDepositForm({ ...start, ...fields }, options);

describe('the deposit form within the product table', () => {
  it("starts on the product's first term and payout and the first account in its currency", () => {
    expect(start).toEqual({
      productType: 'PROFIT',
      currency: 'AZN',
      termMonths: 6,
      amount: '',
      payoutFrequency: 'MON',
      sourceAccountId: 'acc-azn',
    });
  });

  it('keeps what the new product still offers and replaces the rest', () => {
    const chosen = { ...start, termMonths: 12, payoutFrequency: 'YEAR' as const };
    expect(reconcileDepositForm({ ...chosen, productType: 'AVANS' }, options)).toMatchObject({
      termMonths: 12,
      payoutFrequency: 'MON',
      sourceAccountId: 'acc-azn',
    });
    expect(reconcileDepositForm({ ...chosen, currency: 'USD' }, options)).toMatchObject({
      termMonths: 12,
      payoutFrequency: 'YEAR',
      sourceAccountId: 'acc-usd',
    });
    expect(reconcileDepositForm({ ...chosen, currency: 'EUR' }, options)).toMatchObject({
      termMonths: 0,
      payoutFrequency: null,
      sourceAccountId: '',
    });
  });
});

describe('what is wrong with the deposit form', () => {
  it('asks for the amount (PRODUCT 5: fill in the field) and nothing else at first', () => {
    expect(depositFormProblems(start, options)).toEqual({ amount: 'required' });
  });

  it.each([
    ['abc', 'invalid'],
    ['0', 'invalid'],
    ['100.555', 'too-many-decimals'],
    ['99.99', 'below-minimum'],
    ['100000.01', 'above-maximum'],
    ['5000.01', 'above-balance'],
  ] as const)('refuses %s as %s', (amount, problem) => {
    expect(depositFormProblems(form({ amount }), options)).toEqual({ amount: problem });
  });

  it('takes the minimum, the whole balance, and a comma as the decimal point', () => {
    for (const amount of ['100', '5000', '1 234,5']) {
      expect(depositFormProblems(form({ amount }), options)).toEqual({});
    }
  });

  it("measures the balance of the chosen account in the deposit's currency", () => {
    const usd = form({ currency: 'USD', amount: '500' });
    expect(depositFormProblems(usd, options)).toEqual({ amount: 'above-balance' });
    const noAccount = form({ currency: 'USD', amount: '500' });
    expect(depositFormProblems(noAccount, { ...options, accounts: [] })).toEqual({
      sourceAccountId: 'no-source-account',
    });
  });

  it('says when a type is not offered in a currency, and asks for a term and a payout', () => {
    expect(depositFormProblems(form({ currency: 'EUR', amount: '100' }), options)).toEqual({
      currency: 'not-offered',
      sourceAccountId: 'no-source-account',
    });
    const unchosen = { ...form({ amount: '100' }), termMonths: 0, payoutFrequency: null };
    expect(depositFormProblems(unchosen, options)).toEqual({
      termMonths: 'required',
      payoutFrequency: 'required',
    });
  });
});

describe('the request and the preview', () => {
  it('sends the amount as a number in major units, exactly as typed', () => {
    const chosen = form({ amount: '1 234,56', termMonths: 12, payoutFrequency: 'YEAR' });
    expect(depositApplicationRequest(chosen, options)).toEqual({
      productType: 'PROFIT',
      currency: 'AZN',
      termMonths: 12,
      amount: 1234.56,
      payoutFrequency: 'YEAR',
      sourceAccountId: 'acc-azn',
    });
    expect(depositApplicationRequest(form({ amount: '6000' }), options)).toBeUndefined();
  });

  it('shows the rate of the term and the interest of the whole term', () => {
    // 1 000 ₼ at 10 % for a year from 21.11.2026: 365 days earn exactly 100 ₼.
    const chosen = form({ amount: '1000', termMonths: 12, payoutFrequency: 'YEAR' });
    expect(depositPreview(chosen, depositProducts, openingDay)).toEqual({
      ratePercent: 10,
      interestMinor: 10000,
      endDate: '2027-11-21',
    });
    expect(depositPreview(form({ amount: '' }), depositProducts, openingDay)).toBeUndefined();
  });
});

describe("the field of the bank's refusal", () => {
  it.each([
    ['INSUFFICIENT_FUNDS', 'amount'],
    ['VALIDATION_FAILED', undefined],
    ['toString', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (code, field) => {
    expect(depositErrorField(code)).toBe(field);
  });
});
