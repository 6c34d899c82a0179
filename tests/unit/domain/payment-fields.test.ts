import { describe, expect, it } from 'vitest';
import {
  normalizeFieldValue,
  type PaymentField,
  parsePaymentAmount,
  paymentFieldProblem,
  paymentFieldsProblems,
} from '../../../domain/payments/fields';

const azercellPhone: PaymentField = {
  name: 'phone',
  pattern: '[0-9]{9}',
  prefixes: ['50', '51', '10'],
  example: '501234567',
};
const gasCode: PaymentField = {
  name: 'subscriberCode',
  pattern: '[0-9]{10}',
  example: '1000000001',
};

describe('a provider form’s fields (PRODUCT 5)', () => {
  it('takes a phone of the operator’s own prefixes only', () => {
    expect(
      paymentFieldProblem(azercellPhone, normalizeFieldValue(azercellPhone, '+994 50 123 45 67')),
    ).toBeNull();
    expect(paymentFieldProblem(azercellPhone, '701234567')).toBe('PHONE_PREFIX_NOT_OPERATOR');
    expect(paymentFieldProblem(azercellPhone, '551234567')).toBe('PHONE_INVALID');
    expect(paymentFieldProblem(azercellPhone, '50123')).toBe('PHONE_INVALID');
    expect(paymentFieldProblem(azercellPhone, '')).toBe('FIELD_REQUIRED');
  });

  it('matches a subscriber code against the whole of the provider’s pattern', () => {
    expect(paymentFieldProblem(gasCode, '1000000001')).toBeNull();
    expect(paymentFieldProblem(gasCode, '10000000012')).toBe('SUBSCRIBER_CODE_INVALID');
    expect(paymentFieldProblem(gasCode, 'A000000001')).toBe('SUBSCRIBER_CODE_INVALID');
  });

  it('refuses a field the provider does not declare', () => {
    expect(
      paymentFieldsProblems([gasCode], { subscriberCode: '1000000001', phone: '501234567' }),
    ).toEqual({
      phone: 'FIELD_REQUIRED',
    });
    expect(paymentFieldsProblems([gasCode], {})).toEqual({ subscriberCode: 'FIELD_REQUIRED' });
  });
});

describe('a payment’s amount', () => {
  const rules = { minMinor: 100n, maxMinor: 50_000n };
  it('is within the provider’s minimum and maximum and what the source can pay', () => {
    expect(parsePaymentAmount('12.50', rules)).toEqual({ ok: true, minor: 1250n });
    expect(parsePaymentAmount('0.99', rules)).toEqual({ ok: false, problem: 'AMOUNT_BELOW_MIN' });
    expect(parsePaymentAmount('500.01', rules)).toEqual({ ok: false, problem: 'AMOUNT_ABOVE_MAX' });
    expect(parsePaymentAmount('20', { ...rules, availableMinor: 1999n })).toEqual({
      ok: false,
      problem: 'AMOUNT_OVER_BALANCE',
    });
    expect(parsePaymentAmount('', rules)).toEqual({ ok: false, problem: 'AMOUNT_REQUIRED' });
    expect(parsePaymentAmount('1.234', rules)).toEqual({
      ok: false,
      problem: 'AMOUNT_TOO_PRECISE',
    });
  });
});
