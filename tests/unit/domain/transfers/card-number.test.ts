import { describe, expect, it } from 'vitest';
import {
  isValidCardNumber,
  maskCardNumber,
  normalizeCardNumber,
  passesLuhn,
} from '../../../../domain/transfers/card-number';

// The card schemes' published test numbers, valid by Luhn and never issued to anyone.
const schemeTestNumbers = [
  '4111111111111111', // Visa
  '4242424242424242', // Visa (Stripe)
  '4000056655665556', // Visa debit (Stripe)
  '5555555555554444', // Mastercard
  '5105105105105100', // Mastercard
  '2223003122003222', // Mastercard 2-series
];

describe('card numbers (PRODUCT 5)', () => {
  it.each(schemeTestNumbers)('accepts the test number %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(true);
  });

  it('refuses a number with one digit mistyped or two neighbours swapped', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('5555555555554445')).toBe(false);
    expect(isValidCardNumber('5555555555545444')).toBe(false);
  });

  it('wants exactly 16 digits, even when Luhn passes', () => {
    expect(passesLuhn('378282246310005')).toBe(true); // American Express, 15 digits
    expect(isValidCardNumber('378282246310005')).toBe(false);
    expect(isValidCardNumber('41111111111111110')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
    expect(passesLuhn('41111111a1111111')).toBe(false);
  });

  it('reads a number typed with spaces or dashes', () => {
    expect(normalizeCardNumber(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
    expect(isValidCardNumber(normalizeCardNumber('4111 1111 1111 1111'))).toBe(true);
  });

  it('shows the first six and last four digits, grouped by four', () => {
    expect(maskCardNumber('4169738812341234')).toBe('4169 73•• •••• 1234');
    expect(maskCardNumber('5555555555554444')).toBe('5555 55•• •••• 4444');
  });

  it('refuses to mask anything but 16 digits', () => {
    expect(() => maskCardNumber('378282246310005')).toThrow(RangeError);
    expect(() => maskCardNumber('4169 7388 1234 1234')).toThrow(RangeError);
  });
});
