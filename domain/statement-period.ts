/**
 * The period of an account statement (GET /api/v1/accounts/{id}/statement): calendar days in
 * Baku, yyyy-MM-dd, both included, with from ≤ to ≤ today. The same rules the bank applies, so
 * the customer learns about a wrong period beside the field instead of from a refusal.
 */
import { Temporal } from 'temporal-polyfill';

/** What can be wrong with one date of the period on its own. */
export type StatementDateProblem = 'required' | 'invalid' | 'future';

export interface StatementPeriod {
  from: string;
  to: string;
  /** The bank's date in Baku, supplied by the caller's clock. */
  today: string;
}

export interface StatementPeriodProblems {
  from?: StatementDateProblem;
  /** 'before-from': the last day is earlier than the first. */
  to?: StatementDateProblem | 'before-from';
}

function dayOf(text: string): Temporal.PlainDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

function dateProblem(
  text: string,
  today: Temporal.PlainDate,
): { day?: Temporal.PlainDate; problem?: StatementDateProblem } {
  if (text === '') return { problem: 'required' };
  const day = dayOf(text);
  if (!day) return { problem: 'invalid' };
  if (Temporal.PlainDate.compare(day, today) > 0) return { day, problem: 'future' };
  return { day };
}

/** What is wrong with each end of the period; an empty object when the period is good. */
export function statementPeriodProblems(period: StatementPeriod): StatementPeriodProblems {
  const today = Temporal.PlainDate.from(period.today);
  const from = dateProblem(period.from, today);
  const to = dateProblem(period.to, today);
  const problems: StatementPeriodProblems = {};
  if (from.problem) problems.from = from.problem;
  if (to.problem) problems.to = to.problem;
  else if (from.day && to.day && Temporal.PlainDate.compare(to.day, from.day) < 0) {
    problems.to = 'before-from';
  }
  return problems;
}

export function isStatementPeriodValid(period: StatementPeriod): boolean {
  const problems = statementPeriodProblems(period);
  return !problems.from && !problems.to;
}

/** The default period: the last month up to today, like the history's "past month". */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  const day = Temporal.PlainDate.from(today);
  return { from: day.subtract({ months: 1 }).toString(), to: day.toString() };
}
