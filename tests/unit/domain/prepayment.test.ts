import { describe, expect, it } from 'vitest';
import { annuityPaymentMinor, repaymentSchedule, scheduleTotals } from '../../../domain/loan';
import { payoffAmount, prepay } from '../../../domain/prepayment';

// 10 000.00 ₼ at 18 % for 24 months from 15 January 2025: 499.24 ₼ a month.
const startDate = '2025-01-15';
const annualRatePercent = 18;
const schedule = repaymentSchedule({
  amountMinor: 1_000_000,
  annualRatePercent,
  months: 24,
  startDate,
});
const afterSix = schedule[5]; // paid on 2025-07-15
const base = { schedule, startDate, annualRatePercent, paidInstalments: 6 };

describe('early repayment', () => {
  it('FM_3 on a due date repays exactly the balance', () => {
    const result = payoffAmount({ ...base, onDate: '2025-07-15' });
    expect(result).toMatchObject({
      ok: true,
      paidNowMinor: afterSix?.balanceAfterMinor,
      accruedInterestMinor: 0,
      remaining: [],
    });
  });

  it('FM_3 mid-period adds the interest of the days elapsed', () => {
    // 15 July → 30 July is 15 of the 31 days to 15 August.
    const result = payoffAmount({ ...base, onDate: '2025-07-30' });
    const balance = afterSix?.balanceAfterMinor ?? 0;
    // balance × 0.015 × 15 / 31, rounded half up, computed independently in BigInt
    const num = BigInt(balance) * 15n * 15n;
    const den = 1000n * 31n;
    const accrued = Number((2n * num + den) / (2n * den));
    expect(result).toMatchObject({ ok: true, accruedInterestMinor: accrued });
    if (result.ok) expect(result.paidNowMinor).toBe(balance + accrued);
  });

  it('FM_1 keeps the payment and shortens the term', () => {
    const result = prepay({ ...base, onDate: '2025-07-15', option: 'FM_1', amountMinor: 200_000 });
    if (!result.ok) throw new Error(result.problem);
    const newBalance = (afterSix?.balanceAfterMinor ?? 0) - 200_000;
    expect(result.principalRepaidMinor).toBe(200_000);
    expect(result.remaining.length).toBeLessThan(18);
    expect(result.remaining.slice(0, -1).every((row) => row.paymentMinor === 49924)).toBe(true);
    expect(result.monthlyPaymentMinor).toBe(49924);
    expect(scheduleTotals(result.remaining).principalMinor).toBe(newBalance);
    expect(result.remaining.at(-1)?.balanceAfterMinor).toBe(0);
    // Instalments keep their numbers and due dates.
    expect(result.remaining[0]).toMatchObject({ number: 7, dueDate: '2025-08-15' });
  });

  it('FM_2 keeps the term and lowers the payment', () => {
    const result = prepay({ ...base, onDate: '2025-07-15', option: 'FM_2', amountMinor: 200_000 });
    if (!result.ok) throw new Error(result.problem);
    const newBalance = (afterSix?.balanceAfterMinor ?? 0) - 200_000;
    expect(result.remaining).toHaveLength(18);
    expect(result.remaining[0]?.paymentMinor).toBeLessThan(49924);
    // The new annuity on what is left over the same 18 months.
    expect(result.monthlyPaymentMinor).toBe(annuityPaymentMinor(newBalance, annualRatePercent, 18));
    expect(result.remaining[1]?.paymentMinor).toBe(result.monthlyPaymentMinor);
    expect(scheduleTotals(result.remaining).principalMinor).toBe(newBalance);
    expect(result.remaining.map((row) => row.dueDate)).toEqual(
      schedule.slice(6).map((row) => row.dueDate),
    );
  });

  it('a mid-period prepayment pays the accrued interest first, then principal', () => {
    const result = prepay({ ...base, onDate: '2025-07-30', option: 'FM_2', amountMinor: 200_000 });
    if (!result.ok) throw new Error(result.problem);
    expect(result.accruedInterestMinor).toBeGreaterThan(0);
    expect(result.principalRepaidMinor).toBe(200_000 - result.accruedInterestMinor);
    const newBalance = (afterSix?.balanceAfterMinor ?? 0) - result.principalRepaidMinor;
    // The next instalment charges only the 16 days left, on the reduced balance.
    const num = BigInt(newBalance) * 15n * 16n;
    const den = 1000n * 31n;
    expect(result.remaining[0]?.interestMinor).toBe(Number((2n * num + den) / (2n * den)));
    expect(scheduleTotals(result.remaining).principalMinor).toBe(newBalance);
  });

  it('saves interest with either partial option, FM_1 saving the most', () => {
    const before = scheduleTotals(schedule.slice(6)).interestMinor;
    const fm1 = prepay({ ...base, onDate: '2025-07-15', option: 'FM_1', amountMinor: 200_000 });
    const fm2 = prepay({ ...base, onDate: '2025-07-15', option: 'FM_2', amountMinor: 200_000 });
    if (!fm1.ok || !fm2.ok) throw new Error('refused');
    const interest1 = scheduleTotals(fm1.remaining).interestMinor;
    const interest2 = scheduleTotals(fm2.remaining).interestMinor;
    expect(interest2).toBeLessThan(before);
    expect(interest1).toBeLessThan(interest2);
  });

  it('refuses what cannot be done', () => {
    const partial = { ...base, onDate: '2025-07-30', option: 'FM_1' as const };
    expect(prepay({ ...partial, amountMinor: 1 })).toEqual({
      ok: false,
      problem: 'amount-below-accrued-interest',
    });
    expect(prepay({ ...partial, amountMinor: 100_000_000 })).toEqual({
      ok: false,
      problem: 'amount-covers-whole-debt',
    });
    expect(prepay({ ...partial, onDate: '2025-08-16' })).toEqual({
      ok: false,
      problem: 'instalment-overdue',
    });
    expect(payoffAmount({ ...base, paidInstalments: 24, onDate: '2027-02-01' })).toEqual({
      ok: false,
      problem: 'loan-repaid',
    });
  });

  it('works before the first instalment, from the payout date', () => {
    const result = payoffAmount({ ...base, paidInstalments: 0, onDate: '2025-01-15' });
    expect(result).toMatchObject({ ok: true, paidNowMinor: 1_000_000, accruedInterestMinor: 0 });
  });
});
