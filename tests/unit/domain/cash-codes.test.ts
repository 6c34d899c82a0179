import { describe, expect, it } from 'vitest';
import {
  cashCodeMaxMinor,
  cashMinimumMinor,
  maskCashCode,
  parseCashAmount,
  splitCashAmount,
} from '../../../domain/cash-codes';

describe('the cash amount (PRODUCT 5)', () => {
  it('is at least 10 ₼ and a multiple of 5 ₼', () => {
    expect(cashMinimumMinor).toBe(1_000n);
    expect(parseCashAmount(10)).toEqual({ ok: true, minor: 1_000n });
    expect(parseCashAmount('4500')).toEqual({ ok: true, minor: 450_000n });
    expect(parseCashAmount(5)).toEqual({ ok: false, problem: 'CASH_AMOUNT_BELOW_MINIMUM' });
    expect(parseCashAmount(12)).toEqual({ ok: false, problem: 'CASH_AMOUNT_NOT_MULTIPLE' });
    expect(parseCashAmount(15.5)).toEqual({ ok: false, problem: 'CASH_AMOUNT_NOT_MULTIPLE' });
  });

  it('keeps the transfers’ rules of any amount', () => {
    expect(parseCashAmount('')).toEqual({ ok: false, problem: 'AMOUNT_REQUIRED' });
    expect(parseCashAmount(0)).toEqual({ ok: false, problem: 'AMOUNT_NOT_POSITIVE' });
    expect(parseCashAmount(-10)).toEqual({ ok: false, problem: 'AMOUNT_NOT_POSITIVE' });
    expect(parseCashAmount('10.005')).toEqual({ ok: false, problem: 'AMOUNT_TOO_PRECISE' });
  });

  it('is at most 40 000 ₼ an order', () => {
    expect(parseCashAmount(40_000)).toEqual({ ok: true, minor: 4_000_000n });
    expect(parseCashAmount(40_005)).toEqual({ ok: false, problem: 'CASH_AMOUNT_TOO_LARGE' });
  });
});

describe('the split into codes (PRODUCT 9)', () => {
  const split = (manats: number) => splitCashAmount(BigInt(manats * 100)).map(Number);

  it('is one code up to 4 000 ₼', () => {
    expect(split(10)).toEqual([1_000]);
    expect(split(4_000)).toEqual([400_000]);
  });

  it('is as many 4 000 ₼ codes as fit, then the rest', () => {
    expect(split(4_500)).toEqual([400_000, 50_000]);
    expect(split(8_000)).toEqual([400_000, 400_000]);
    expect(split(12_005)).toEqual([400_000, 400_000, 400_000, 500]);
    expect(split(40_000)).toHaveLength(10);
  });

  it('keeps the sum, each code at most 4 000 ₼ and a multiple of 5 ₼', () => {
    for (let minor = 1_000n; minor <= 4_000_000n; minor += 123_500n) {
      const parts = splitCashAmount(minor);
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(minor);
      for (const part of parts) {
        expect(part <= cashCodeMaxMinor && part > 0n && part % 500n === 0n).toBe(true);
      }
    }
  });

  it('refuses nothing to split', () => {
    expect(() => splitCashAmount(0n)).toThrow(RangeError);
  });
});

it('masks a code but for its last two digits', () => {
  expect(maskCashCode('34')).toBe('•••• ••34');
});
