import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/date-format';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy - HH:mm in Baku time (UTC+4), whatever the viewer’s zone', () => {
    expect(formatDateTime('2026-01-05T05:07:00Z')).toBe('05.01.2026 - 09:07');
    expect(formatDateTime(new Date('2026-12-31T19:59:00Z'))).toBe('31.12.2026 - 23:59');
    expect(formatDateTime('2026-12-31T20:00:00Z')).toBe('01.01.2027 - 00:00');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows a bank day (yyyy-MM-dd) as dd.MM.yyyy without moving it across time zones', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate('2025-12-31')).toBe('31.12.2025');
  });

  it('shows the Baku day of an instant', () => {
    expect(formatDate('2026-01-05T19:59:00Z')).toBe('05.01.2026');
    expect(formatDate(new Date('2026-06-30T20:01:00Z'))).toBe('01.07.2026');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
