import { describe, expect, it } from 'vitest';
import {
  incomeMinor,
  incomeProblem,
  maximumMonthlyIncomeMinor,
  normalizeIncome,
} from '../../../domain/loan-application-form';

describe('the salary and official income of a credit application (SPEC 3)', () => {
  it('needs a salary above 0 and takes no official income', () => {
    expect(incomeProblem(undefined, undefined)).toBe('SALARY_REQUIRED');
    expect(incomeProblem(0, undefined)).toBe('SALARY_INVALID');
    expect(incomeProblem(-1, undefined)).toBe('SALARY_INVALID');
    expect(incomeProblem(1.5, undefined)).toBe('SALARY_INVALID');
    expect(incomeProblem(Number.NaN, undefined)).toBe('SALARY_INVALID');
    expect(incomeProblem(maximumMonthlyIncomeMinor + 1, undefined)).toBe('SALARY_INVALID');
    expect(incomeProblem(150_000, undefined)).toBeNull();
  });

  it('takes an official income from 0 up to the salary', () => {
    expect(incomeProblem(150_000, 0)).toBeNull();
    expect(incomeProblem(150_000, 150_000)).toBeNull();
    expect(incomeProblem(150_000, 150_001)).toBe('OFFICIAL_INCOME_ABOVE_SALARY');
    expect(incomeProblem(150_000, -1)).toBe('OFFICIAL_INCOME_INVALID');
    expect(incomeProblem(150_000, Number.NaN)).toBe('OFFICIAL_INCOME_INVALID');
  });

  it('keeps what may be an amount as typed and reads it as qəpik', () => {
    expect(normalizeIncome('-1 500,759 ₼')).toBe('1500,75');
    expect(normalizeIncome('2400.')).toBe('2400.');
    expect(normalizeIncome('1.2.3')).toBe('1.2');
    expect(incomeMinor('')).toBeUndefined();
    expect(incomeMinor('1500,75')).toBe(150_075);
    expect(incomeMinor('2400.')).toBe(240_000);
    expect(incomeMinor('.')).toBeNaN();
  });
});
