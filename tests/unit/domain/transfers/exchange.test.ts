import { describe, expect, it } from 'vitest';
import { applyRate, rateFromMicros, toRateMicros } from '../../../../domain/transfers/exchange';

describe('applyRate: exact exchange, rounded down to the minor unit', () => {
  it('converts at the rate exactly when nothing is left over', () => {
    // $100.00 at 1.7000 ₼ → 170.00 ₼.
    expect(applyRate(10_000n, 1_700_000n, 'USD', 'AZN')).toBe(17_000n);
    // 100.00 ₼ at 0.5882 $ → $58.82.
    expect(applyRate(10_000n, 588_200n, 'AZN', 'USD')).toBe(5_882n);
  });

  it('drops the fraction of a minor unit, in the bank’s favour', () => {
    // €33.33 at 1.9768 ₼ = 65.886744 ₼ → 65.88 ₼.
    expect(applyRate(3_333n, 1_976_800n, 'EUR', 'AZN')).toBe(6_588n);
    // 1.01 ₼ at 0.588235 $ = $0.59411735 → $0.59.
    expect(applyRate(101n, 588_235n, 'AZN', 'USD')).toBe(59n);
    // $0.01 at 1.6995 ₼ = 0.016995 ₼ → 0.01 ₼; 0.01 ₼ at 0.5 $ = $0.005 → nothing.
    expect(applyRate(1n, 1_699_500n, 'USD', 'AZN')).toBe(1n);
    expect(applyRate(1n, 500_000n, 'AZN', 'USD')).toBe(0n);
  });

  it('stays exact for amounts beyond floating point', () => {
    // 90 071 992 547 409.93 $ at 1.7 — more than Number can hold exactly.
    expect(applyRate(9_007_199_254_740_993n, 1_700_000n, 'USD', 'AZN')).toBe(
      15_312_238_733_059_688n,
    );
  });

  it('refuses a negative amount and a rate that is not positive', () => {
    expect(() => applyRate(-1n, 1_700_000n, 'USD', 'AZN')).toThrow(RangeError);
    expect(() => applyRate(100n, 0n, 'USD', 'AZN')).toThrow(RangeError);
  });
});

describe('rates at the contract’s edge', () => {
  it('reads a rate as micros', () => {
    expect(toRateMicros(1.7)).toBe(1_700_000n);
    expect(toRateMicros('0.5882')).toBe(588_200n);
    expect(toRateMicros(' 2 ')).toBe(2_000_000n);
    expect(toRateMicros(0.000001)).toBe(1n);
    expect(toRateMicros('0.000001')).toBe(1n);
  });

  it('refuses a rate that is not positive or too precise', () => {
    expect(toRateMicros(0)).toBe(undefined);
    expect(toRateMicros(-1.7)).toBe(undefined);
    expect(toRateMicros('1.1234567')).toBe(undefined);
    expect(toRateMicros(1e-7)).toBe(undefined);
    expect(toRateMicros(Number.NaN)).toBe(undefined);
    expect(toRateMicros('abc')).toBe(undefined);
  });

  it('refuses a rate past a million, which the books cannot hold in micros (issue 13 fuzz)', () => {
    expect(toRateMicros(1_000_000)).toBe(1_000_000_000_000n);
    expect(toRateMicros(1_000_000.000001)).toBe(undefined);
    expect(toRateMicros(2 ** 53 + 2)).toBe(undefined);
    expect(toRateMicros('99999999999999999999')).toBe(undefined);
  });

  it('gives micros back as the contract’s number', () => {
    expect(rateFromMicros(1_700_000n)).toBe(1.7);
    expect(rateFromMicros(588_200n)).toBe(0.5882);
    expect(rateFromMicros(1n)).toBe(0.000001);
  });
});
