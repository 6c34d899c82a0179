/**
 * The figures an account's and a deposit's papers print: the deposit's payout plan and total
 * interest (worked by hand for 10 000.00 at 10 % a year, 365 days earning exactly 1 000.00),
 * and which papers each package holds in which order.
 */
import { describe, expect, it } from 'vitest';
import { depositPlan } from '../../server/documents/deposit-plan';
import { type DocumentFacts, papersFor } from '../../server/documents/model';

const deposit = {
  amountMinor: 1_000_000,
  annualRatePercent: '10',
  startDate: '2026-01-15',
  termMonths: 12,
};

describe('the deposit payout plan', () => {
  it('pays monthly what each month’s days earned, the fractions carried: 1 000.00 in all', () => {
    const plan = depositPlan({ ...deposit, payout: 'MON' });
    // 273.97… a day: 31 days → 8 493.15 (8 493 paid, 0.15 carried); 28 more → 16 164.38 in all.
    expect(plan.payouts.slice(0, 3)).toEqual([
      { number: 1, date: '2026-02-15', days: 31, interestMinor: 8_493 },
      { number: 2, date: '2026-03-15', days: 28, interestMinor: 7_671 },
      { number: 3, date: '2026-04-15', days: 31, interestMinor: 8_493 },
    ]);
    expect(plan.payouts).toHaveLength(12);
    expect(plan.payouts.at(-1)).toEqual({
      number: 12,
      date: '2027-01-15',
      days: 31,
      interestMinor: 8_494,
    });
    expect(plan.payouts.reduce((sum, payout) => sum + payout.days, 0)).toBe(365);
    expect(plan.totalInterestMinor).toBe(100_000);
    expect(plan.endDate).toBe('2027-01-15');
    expect(plan.totalReturnedMinor).toBe(1_100_000);
  });

  it('pays everything on the end date when paid at the end of the term', () => {
    const plan = depositPlan({ ...deposit, payout: 'YEAR' });
    expect(plan.payouts).toEqual([
      { number: 1, date: '2027-01-15', days: 365, interestMinor: 100_000 },
    ]);
    expect(plan.totalInterestMinor).toBe(100_000);
  });

  it('follows the calendar: 31 January pays on the last day of February, then on 31 March', () => {
    const plan = depositPlan({ ...deposit, startDate: '2026-01-31', termMonths: 3, payout: 'MON' });
    expect(plan.payouts.map((payout) => [payout.date, payout.days])).toEqual([
      ['2026-02-28', 28],
      ['2026-03-31', 31],
      ['2026-04-30', 30],
    ]);
  });
});

describe('the papers of an account or a deposit', () => {
  it('are the account agreement (MAIN) and the tariff sheet (OTHER)', () => {
    expect(papersFor({ product: 'ACCOUNT' } as DocumentFacts)).toEqual([
      { kind: 'ACCOUNT_AGREEMENT', documentType: 'MAIN', position: 0 },
      { kind: 'ACCOUNT_TERMS', documentType: 'OTHER', position: 1 },
    ]);
  });

  it('are the deposit agreement (MAIN) and the deposit insurance sheet (OTHER)', () => {
    expect(papersFor({ product: 'DEPOSIT' } as DocumentFacts)).toEqual([
      { kind: 'DEPOSIT_AGREEMENT', documentType: 'MAIN', position: 0 },
      { kind: 'DEPOSIT_INSURANCE_SHEET', documentType: 'OTHER', position: 1 },
    ]);
  });
});
