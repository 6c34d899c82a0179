/** Issue 15: a slot day's weekday in the customer's language, from Intl or, lacking it, the catalog. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayWeekday, dayWithWeekday } from '../../../domain/identification-slots';

const catalog = [
  'bazar',
  'bazar ertəsi',
  'çərşənbə axşamı',
  'çərşənbə',
  'cümə axşamı',
  'cümə',
  'şənbə',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a day’s weekday', () => {
  it('is what Intl names in each language, the day read as a calendar date', () => {
    expect(dayWeekday('2026-11-23', 'az')).toBe('bazar ertəsi');
    expect(dayWeekday('2026-11-27', 'ru')).toBe('пятница');
    expect(dayWeekday('2026-11-29', 'en')).toBe('Sunday');
    expect(dayWithWeekday('2026-11-24', 'ru')).toBe('24.11.2026 (вторник)');
  });

  it('comes from the catalog where the browser knows no names for the language', () => {
    // Chromium's trimmed ICU data answers "Fri" for Azerbaijani whatever the length asked.
    const format = vi
      // `format` is a getter in V8, a method in TypeScript's lib: typed here as what it is.
      .spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get')
      .mockReturnValue(() => 'Fri');
    expect(dayWeekday('2026-11-27', 'az', catalog)).toBe('cümə');
    expect(dayWeekday('2026-11-27', 'az')).toBe('Fri');
    format.mockRestore();
    expect(dayWeekday('2026-11-27', 'az', catalog)).toBe('cümə');
  });
});
