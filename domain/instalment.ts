/**
 * Where a loan instalment stands for the customer. The bank marks an instalment PAID when it has
 * collected it; one still DUE after its due date is late, which the schedule shows as overdue.
 * Framework-free and without Temporal, so the loans page does not load the polyfill for it.
 */

export type InstalmentState = 'paid' | 'due' | 'overdue';

export interface ScheduledInstalment {
  status: 'PAID' | 'DUE';
  /** yyyy-MM-dd, a bank day. */
  dueDate: string;
}

/** Paid, still to pay, or overdue (unpaid and its due date before `today`, both yyyy-MM-dd). */
export function instalmentState(instalment: ScheduledInstalment, today: string): InstalmentState {
  if (instalment.status === 'PAID') return 'paid';
  return instalment.dueDate < today ? 'overdue' : 'due';
}

// The bank's time zone (bankTimeZone in calendar.ts, which needs Temporal to load).
const bakuDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Baku',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Baku at an instant, yyyy-MM-dd: due dates are Baku days. */
export function bakuDate(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    bakuDay.formatToParts(at).find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
