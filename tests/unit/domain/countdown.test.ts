import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from '../../../domain/countdown';

describe('the deadline countdown (PRODUCT 4.5)', () => {
  it('shows HH:MM:SS with hours past a day', () => {
    expect(formatCountdown(72 * 3600_000 - 1000)).toBe('71:59:59');
    expect(formatCountdown(72 * 3600_000)).toBe('72:00:00');
    expect(formatCountdown(3600_000 + 61_000)).toBe('01:01:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
  });

  it('counts part of a second as a whole one, so zero shows only when the time is up', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(1000)).toBe('00:00:01');
    expect(formatCountdown(1001)).toBe('00:00:02');
    expect(formatCountdown(0)).toBe('00:00:00');
  });

  it('is never negative', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(remainingMs('2026-11-21T11:59:00Z', now)).toBe(0);
    expect(remainingMs('2026-11-21T12:00:30Z', now)).toBe(30_000);
    expect(remainingMs(new Date('2026-11-21T13:00:00Z'), now)).toBe(3600_000);
  });
});
