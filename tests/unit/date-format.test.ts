import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/domain/date-format';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy - HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026 - 09:07');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31.12.2026 - 23:59');
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

  it('shows the local day of an instant', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 6, 1, 0, 1).toISOString())).toBe('01.07.2026');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
