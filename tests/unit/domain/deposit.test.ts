import { describe, expect, it } from 'vitest';
import {
  accrualDenominator,
  accrueInterest,
  depositTypes,
  payoutDates,
  projectedInterest,
} from '../../../domain/deposit';

// Exact ACT/365 interest, floored, written independently: P × r% × days / 36 500.
function exactInterest(principalMinor: number, rateHundredths: number, days: number): number {
  return Number((BigInt(principalMinor) * BigInt(rateHundredths) * BigInt(days)) / 3_650_000n);
}

describe('daily accrual (ACT/365, fractions carried)', () => {
  it('earns 84.93 ₼ on 10 000.00 ₼ at 10 % over 31 days', () => {
    // 10 000 × 0.10 × 31 / 365 = 84.9315…
    expect(accrueInterest(1_000_000, 10, 31).interestMinor).toBe(8493);
    expect(exactInterest(1_000_000, 1000, 31)).toBe(8493);
  });

  it('earns exactly the rate over 365 days, and 366/365 of it in a leap year', () => {
    expect(accrueInterest(1_000_000, 10, 365)).toEqual({ interestMinor: 100_000, carry: 0 });
    expect(accrueInterest(1_000_000, 10, 366).interestMinor).toBe(100_273);
  });

  it('accrued day by day, loses nothing against the exact figure', () => {
    for (const [balance, rate, days] of [
      [1_000_000, 10, 31],
      [1_000_000, 10, 365],
      [123_457, 17.99, 365],
      [5_000, 0.5, 100],
      [99_999_999, 11.25, 92],
    ] as const) {
      let carry = 0;
      let posted = 0;
      for (let day = 0; day < days; day += 1) {
        const accrued = accrueInterest(balance, rate, 1, carry);
        posted += accrued.interestMinor;
        carry = accrued.carry;
      }
      expect(posted).toBe(exactInterest(balance, Math.round(rate * 100), days));
      expect(carry).toBeLessThan(accrualDenominator);
    }
  });

  it('would gain or lose qəpiks if it rounded every day instead (why it carries)', () => {
    const daily = (1_000_000 * 0.1) / 365; // 273.97… qəpik a day
    expect(Math.round(daily) * 31).toBe(8494); // one qəpik too many
    expect(Math.floor(daily) * 31).toBe(8463); // thirty too few
  });

  it('refuses a negative balance or a broken carry', () => {
    expect(() => accrueInterest(-1, 10)).toThrow(RangeError);
    expect(() => accrueInterest(100, 10, 1, -1)).toThrow(RangeError);
    expect(() => accrueInterest(100, 10, 1, accrualDenominator)).toThrow(RangeError);
    expect(() => accrueInterest(100, 'ten')).toThrow(RangeError);
  });
});

describe('payouts', () => {
  it('pays MON monthly from the start day, YEAR and YEARLY at the end', () => {
    const monthly = payoutDates('2025-01-31', 4, 'MON').map(String);
    expect(monthly).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(payoutDates('2025-01-31', 12, 'YEAR').map(String)).toEqual(['2026-01-31']);
    expect(payoutDates('2025-01-31', 12, 'YEARLY').map(String)).toEqual(['2026-01-31']);
  });

  it('projects the same total either way, exact over the whole term', () => {
    const terms = {
      principalMinor: 1_000_000,
      annualRatePercent: 10,
      startDate: '2025-01-31',
      termMonths: 12,
    };
    const monthly = projectedInterest({ ...terms, payout: 'MON' });
    const atEnd = projectedInterest({ ...terms, payout: 'YEAR' });
    expect(monthly.totalInterestMinor).toBe(100_000);
    expect(atEnd.totalInterestMinor).toBe(100_000);
    expect(monthly.payouts).toHaveLength(12);
    expect(monthly.payouts[0]).toMatchObject({ days: 28, interestMinor: 7671 });
    expect(atEnd.payouts).toEqual([{ date: atEnd.endDate, days: 365, interestMinor: 100_000 }]);
  });

  it('projects an awkward deposit to the exact interest floored once', () => {
    const result = projectedInterest({
      principalMinor: 777_777,
      annualRatePercent: '12.35',
      startDate: '2024-02-29',
      termMonths: 18,
      payout: 'MON',
    });
    const days = result.payouts.reduce((sum, p) => sum + p.days, 0);
    expect(result.endDate.toString()).toBe('2025-08-29');
    expect(days).toBe(547);
    expect(result.totalInterestMinor).toBe(exactInterest(777_777, 1235, 547));
  });

  it('names the deposit types', () => {
    expect(depositTypes).toEqual(['PROFIT', 'AVANS', 'TRGT']);
  });
});
