import { describe, expect, it } from 'vitest';
import {
  annuityPaymentMinor,
  dueDate,
  monthlyPayment,
  repaymentSchedule,
  scheduleTotals,
} from '../../../domain/loan';

/**
 * The annuity written differently from the source, as exact rationals: the payment A is the one
 * whose n discounted payments are worth the amount, A = P / Σ_{k=1..n} (1+m)^-k, with m the
 * annual rate (in hundredths of a percent) / 12. Rounded half up to the minor unit.
 */
function annuityByPresentValue(amountMinor: number, rateHundredthsPercent: number, n: number) {
  const periodsPerYear = 12n;
  const den = 10000n * periodsPerYear; // m = rate / den
  const grow = den + BigInt(rateHundredthsPercent); // 1 + m = grow / den
  // Σ (den/grow)^k = Σ den^k grow^(n-k) / grow^n
  let sumNumerator = 0n;
  for (let k = 1; k <= n; k += 1) sumNumerator += den ** BigInt(k) * grow ** BigInt(n - k);
  const numerator = BigInt(amountMinor) * grow ** BigInt(n);
  return Number((2n * numerator + sumNumerator) / (2n * sumNumerator));
}

describe('the annuity payment', () => {
  it('is 499.24 ₼ for 10 000.00 ₼ at 18 % over 24 months (worked by hand)', () => {
    // m = 0.015; 1.015^24 = 1.4295028; 10000 × 0.015 × 1.4295028 / 0.4295028 = 499.2410
    expect(annuityPaymentMinor(1_000_000, 18, 24)).toBe(49924);
    expect(monthlyPayment(10000, 18, 24)).toBe('499.24');
  });

  it('is 444.24 for 5 000 at 12 % over 12 months (worked by hand)', () => {
    expect(monthlyPayment(5000, 12, 12)).toBe('444.24');
  });

  it('matches the present-value formula for many loans', () => {
    const rates = [1, 99, 1250, 1799, 1800, 2450, 3600];
    const amounts = [30_000, 123_456, 1_000_000, 5_000_000, 99_999_999];
    for (const rate of rates) {
      for (const amount of amounts) {
        for (const months of [1, 3, 12, 24, 36, 48, 120]) {
          const expected = annuityByPresentValue(amount, rate, months);
          expect(annuityPaymentMinor(amount, String(rate / 100), months)).toBe(expected);
        }
      }
    }
  });

  it('takes rates as numbers or strings, with decimals', () => {
    expect(annuityPaymentMinor(1_000_000, 17.99, 24)).toBe(
      annuityByPresentValue(1_000_000, 1799, 24),
    );
    expect(annuityPaymentMinor(1_000_000, '17.99', 24)).toBe(
      annuityPaymentMinor(1_000_000, 17.99, 24),
    );
  });

  it('repays an interest-free loan in equal parts on the server side', () => {
    expect(annuityPaymentMinor(120_000, 0, 12)).toBe(10_000);
  });

  it('refuses impossible loans on the server side', () => {
    expect(() => annuityPaymentMinor(0, 18, 24)).toThrow(RangeError);
    expect(() => annuityPaymentMinor(100.5, 18, 24)).toThrow(RangeError);
    expect(() => annuityPaymentMinor(1000, -1, 24)).toThrow(RangeError);
    expect(() => annuityPaymentMinor(1000, 18, 0)).toThrow(RangeError);
    expect(() => annuityPaymentMinor(1000, 18, 2.5)).toThrow(RangeError);
  });

  it("shows '0.00' in the calculator for any zero or invalid value (PRODUCT 5)", () => {
    for (const [amount, rate, months] of [
      [0, 18, 24],
      [10000, 0, 24],
      [10000, 18, 0],
      [Number.NaN, 18, 24],
      ['', 18, 24],
      ['abc', 18, 24],
      [10000, 'x', 24],
      [10000, -5, 24],
      [-10000, 18, 24],
      [10000, 18, 1.5],
      [0.5, 18, 24],
    ] as const) {
      expect(monthlyPayment(amount, rate, months)).toBe('0.00');
    }
  });

  it('floors the calculator amount (PRODUCT 9) and reads typed strings', () => {
    expect(monthlyPayment(10000.99, 18, 24)).toBe('499.24');
    expect(monthlyPayment('10000', '18', '24')).toBe('499.24');
    expect(monthlyPayment('10000', '18,0', '24')).toBe('499.24');
  });
});

describe('the repayment schedule', () => {
  const terms = {
    amountMinor: 1_000_000,
    annualRatePercent: 18,
    months: 24,
    startDate: '2025-01-31',
  };

  it('starts as worked by hand', () => {
    const [first, second] = repaymentSchedule(terms);
    expect(first).toEqual({
      number: 1,
      dueDate: '2025-02-28',
      paymentMinor: 49924,
      principalMinor: 34924,
      interestMinor: 15000,
      balanceAfterMinor: 965076,
    });
    // 965 076 × 0.015 = 14 476.14 → 14 476
    expect(second?.interestMinor).toBe(14476);
    expect(second?.principalMinor).toBe(49924 - 14476);
    expect(second?.dueDate).toBe('2025-03-31');
  });

  it('repays exactly the amount, the last instalment absorbing the rounding', () => {
    const schedule = repaymentSchedule(terms);
    expect(schedule).toHaveLength(24);
    expect(scheduleTotals(schedule).principalMinor).toBe(1_000_000);
    expect(schedule.at(-1)?.balanceAfterMinor).toBe(0);
    for (const instalment of schedule.slice(0, -1)) expect(instalment.paymentMinor).toBe(49924);
    expect(Math.abs((schedule.at(-1)?.paymentMinor ?? 0) - 49924)).toBeLessThanOrEqual(24);
    for (const instalment of schedule) {
      expect(instalment.principalMinor + instalment.interestMinor).toBe(instalment.paymentMinor);
    }
  });

  it('sums exactly for awkward amounts, rates and terms', () => {
    for (const amountMinor of [30_000, 30_001, 777_777, 4_999_999]) {
      for (const annualRatePercent of [0, 0.5, 13.9, 29.99]) {
        for (const months of [1, 3, 7, 48]) {
          const schedule = repaymentSchedule({ ...terms, amountMinor, annualRatePercent, months });
          expect(schedule).toHaveLength(months);
          expect(scheduleTotals(schedule).principalMinor).toBe(amountMinor);
          expect(schedule.every((row) => row.principalMinor >= 0 && row.interestMinor >= 0)).toBe(
            true,
          );
        }
      }
    }
  });

  it('keeps due dates on the start day, clamped to short months', () => {
    expect([1, 2, 3, 12, 13].map((k) => dueDate('2024-01-31', k))).toEqual([
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2025-01-31',
      '2025-02-28',
    ]);
  });
});
