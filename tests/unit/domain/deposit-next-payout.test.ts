/**
 * The date a deposit remembers as its next payout: what the daily job compares with the bank's
 * date. Worked by hand from the calendar: months are counted from the start day each time.
 */
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { accrualDenominator, accrueInterest, nextPayoutDate } from '../../../domain/deposit';

describe('the next payout date', () => {
  it('of a monthly deposit opened on 31 January follows the month ends, never drifting', () => {
    const next = (after: string) => nextPayoutDate('2026-01-31', 4, 'MON', after)?.toString();
    expect(next('2026-01-31')).toBe('2026-02-28');
    expect(next('2026-02-28')).toBe('2026-03-31');
    expect(next('2026-03-15')).toBe('2026-03-31');
    expect(next('2026-03-31')).toBe('2026-04-30');
    // The fourth payout is the end date, after which nothing is left to pay.
    expect(next('2026-04-30')).toBe('2026-05-31');
    expect(next('2026-05-31')).toBeUndefined();
  });

  it('of a leap-year February start lands on the 29th only where the month has one', () => {
    const next = (after: string) => nextPayoutDate('2028-02-29', 12, 'MON', after)?.toString();
    expect(next('2028-02-29')).toBe('2028-03-29');
    expect(next('2029-01-29')).toBe('2029-02-28');
  });

  it('of YEAR and YEARLY deposits is the end date alone', () => {
    for (const frequency of ['YEAR', 'YEARLY'] as const) {
      expect(nextPayoutDate('2026-03-02', 6, frequency, '2026-03-02')?.toString()).toBe(
        '2026-09-02',
      );
      expect(nextPayoutDate('2026-03-02', 6, frequency, '2026-09-01')?.toString()).toBe(
        '2026-09-02',
      );
      expect(nextPayoutDate('2026-03-02', 6, frequency, '2026-09-02')).toBeUndefined();
    }
  });
});

describe('a payout period worked by hand', () => {
  it('pays 84.93 ₼ for 10 000.00 ₼ at 10 % from 2 March to 2 April (31 days)', () => {
    // 10 000.00 × 10 % × 31 / 365 = 84.9315… ₼: 8 493 qəpik, 0.1506… qəpik carried.
    const days = Temporal.PlainDate.from('2026-03-02').until('2026-04-02').days;
    expect(days).toBe(31);
    const { interestMinor, carry } = accrueInterest(1_000_000, '10', days);
    expect(interestMinor).toBe(8_493);
    // The carry is the exact remainder: 1 000 000 × 10 % × 31 = 3 100 000 / 365 qəpik.
    expect(carry / accrualDenominator).toBeCloseTo(3_100_000 / 365 - 8_493, 9);
  });

  it('gives the same qəpiks accrued a day at a time as in one step', () => {
    let carry = 0;
    let paid = 0;
    for (let day = 0; day < 31; day += 1) {
      const accrued = accrueInterest(1_000_000, '10', 1, carry);
      paid += accrued.interestMinor;
      carry = accrued.carry;
    }
    expect(paid).toBe(8_493);
  });
});
