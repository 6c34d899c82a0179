import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/date-format';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy - HH:mm in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05.01.2026 - 09:07');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31.12.2026 - 23:59');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
