import { describe, expect, it } from 'vitest';
import {
  defaultStatementPeriod,
  isStatementPeriodValid,
  statementPeriodProblems,
} from '../../../domain/statement-period';

const today = '2026-05-20';

describe('the period of a statement', () => {
  it('accepts from ≤ to ≤ today, one day included', () => {
    expect(statementPeriodProblems({ from: '2026-04-20', to: today, today })).toEqual({});
    expect(isStatementPeriodValid({ from: today, to: today, today })).toBe(true);
  });

  it('names what is wrong with each end', () => {
    expect(statementPeriodProblems({ from: '', to: '', today })).toEqual({
      from: 'required',
      to: 'required',
    });
    expect(statementPeriodProblems({ from: '2026-02-30', to: '20.05.2026', today })).toEqual({
      from: 'invalid',
      to: 'invalid',
    });
    expect(statementPeriodProblems({ from: '2026-05-21', to: '2026-05-22', today })).toEqual({
      from: 'future',
      to: 'future',
    });
    expect(statementPeriodProblems({ from: '2026-05-10', to: '2026-05-09', today })).toEqual({
      to: 'before-from',
    });
    expect(isStatementPeriodValid({ from: '2026-05-10', to: '2026-05-09', today })).toBe(false);
  });

  it('starts on the past month, clamped to a shorter month', () => {
    expect(defaultStatementPeriod('2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(defaultStatementPeriod(today)).toEqual({ from: '2026-04-20', to: today });
  });
});
