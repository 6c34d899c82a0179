import { describe, expect, it } from 'vitest';
import { bankTimeZone } from '../../../domain/calendar';
import { bakuDate, instalmentState } from '../../../domain/instalment';

describe('instalmentState', () => {
  const today = '2026-05-05';

  it('is paid once the bank has collected it, whatever the date', () => {
    expect(instalmentState({ status: 'PAID', dueDate: '2026-04-05' }, today)).toBe('paid');
    expect(instalmentState({ status: 'PAID', dueDate: '2026-06-05' }, today)).toBe('paid');
  });

  it('is due until the end of its due date, overdue from the next day', () => {
    expect(instalmentState({ status: 'DUE', dueDate: '2026-06-05' }, today)).toBe('due');
    expect(instalmentState({ status: 'DUE', dueDate: today }, today)).toBe('due');
    expect(instalmentState({ status: 'DUE', dueDate: '2026-05-04' }, today)).toBe('overdue');
    expect(instalmentState({ status: 'DUE', dueDate: '2025-12-31' }, '2026-01-01')).toBe('overdue');
  });
});

describe('bakuDate', () => {
  it('is the calendar day in Baku (UTC+4), not in the viewer’s zone', () => {
    expect(bakuDate(new Date('2026-03-04T19:59:59Z'))).toBe('2026-03-04');
    expect(bakuDate(new Date('2026-03-04T20:00:00Z'))).toBe('2026-03-05');
    expect(bakuDate(new Date('2025-12-31T20:30:00Z'))).toBe('2026-01-01');
  });

  it('uses the bank’s time zone', () => {
    expect(bankTimeZone).toBe('Asia/Baku');
  });
});
