import { describe, expect, it } from 'vitest';
import {
  amountToMinor,
  currencies,
  currencySymbol,
  formatMoney,
  parseAmount,
  toCurrency,
  toDecimalString,
} from '../../../domain/money';

describe('formatMoney (PRODUCT 9: fixed decimals, space thousands, then the symbol)', () => {
  it('returns zero and empty unchanged', () => {
    expect(formatMoney(0, 'AZN')).toBe('0');
    expect(formatMoney(-0, 'AZN')).toBe('0');
    expect(formatMoney(null, 'AZN')).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
  });

  it('formats small and large amounts of manat', () => {
    expect(formatMoney(500, 'AZN')).toBe('5.00 ₼');
    expect(formatMoney(5, 'AZN')).toBe('0.05 ₼');
    expect(formatMoney(123456780, 'AZN')).toBe('1 234 567.80 ₼');
    expect(formatMoney(100000, 'AZN')).toBe('1 000.00 ₼');
    expect(formatMoney(99999, 'AZN')).toBe('999.99 ₼');
  });

  it('keeps the sign in front of a negative amount', () => {
    expect(formatMoney(-123450, 'AZN')).toBe('-1 234.50 ₼');
    expect(formatMoney(-1, 'EUR')).toBe('-0.01 €');
  });

  it('uses the symbol of every currency, RUR as the ruble', () => {
    const shown = currencies.map((code) => formatMoney(123456, code));
    expect(shown).toEqual(['1 234.56 ₼', '1 234.56 $', '1 234.56 €', '1 234.56 ₽']);
    expect(formatMoney(123456, 'RUR')).toBe('1 234.56 ₽');
    expect(currencySymbol('rur')).toBe('₽');
    expect(currencySymbol('GBP')).toBe('GBP');
    expect(toCurrency(' usd ')).toBe('USD');
  });

  it('refuses fractions of a minor unit rather than rounding them away', () => {
    expect(() => formatMoney(12.5, 'AZN')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'AZN')).toThrow(RangeError);
  });
});

describe('toDecimalString (the API edge)', () => {
  it('writes plain decimals without grouping', () => {
    expect(toDecimalString(123450, 'AZN')).toBe('1234.50');
    expect(toDecimalString(-5, 'AZN')).toBe('-0.05');
    expect(toDecimalString(0, 'USD')).toBe('0.00');
  });
});

describe('parseAmount (what the customer types)', () => {
  it.each([
    ['1 234,50', 123450],
    ['1234.5', 123450],
    ['1\u00a0234.05', 123405],
    ['0,05', 5],
    ['.5', 50],
    ['7', 700],
    ['7.', 700],
    ['  300  ', 30000],
    // 0.1 + 0.2 style: string arithmetic gives exactly 30 qəpik.
    ['0.30', 30],
    ['90071992547409.91', 9007199254740991],
  ])('%s → %i minor units', (text, minor) => {
    expect(parseAmount(text, 'AZN')).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.234,50', 'invalid'],
    ['1,234.50', 'invalid'],
    ['-5', 'invalid'],
    ['12a', 'invalid'],
    ['.', 'invalid'],
    ['1e3', 'invalid'],
    ['1.005', 'too-many-decimals'],
    ['0,001', 'too-many-decimals'],
    ['90071992547409.92', 'too-large'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseAmount(text, 'USD')).toEqual({ ok: false, problem });
  });
});

describe('amountToMinor (numbers the API sends)', () => {
  it('reads the number as written, not as binary noise', () => {
    expect(amountToMinor(1234.5, 'AZN')).toBe(123450);
    expect(amountToMinor(0.1 + 0.2, 'AZN')).toBeUndefined();
    expect(amountToMinor(0.3, 'AZN')).toBe(30);
    expect(amountToMinor(-19.99, 'EUR')).toBe(-1999);
    expect(amountToMinor(1.005, 'AZN')).toBeUndefined();
    expect(amountToMinor(Number.POSITIVE_INFINITY, 'AZN')).toBeUndefined();
  });
});
