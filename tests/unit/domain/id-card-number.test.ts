import { describe, expect, it } from 'vitest';
import {
  hasIdentifier,
  idCardNumberPattern,
  isOldIdCardNumber,
  normalizeOldIdCardNumber,
  toIdentifier,
} from '../../../domain/identifiers';
import { codeRequest } from '../../../machines/auth/setup';
import { emptyAuthContext } from '../../../machines/auth/stages';

describe("an old-generation ID card's number (PRODUCT 6, /auth-old)", () => {
  it('is AZE and 8 digits, nothing else', () => {
    expect(isOldIdCardNumber('AZE12345678')).toBe(true);
    for (const wrong of ['AZE1234567', 'AZE123456789', 'AA1234567', 'AZF12345678', 'aze12345678']) {
      expect(isOldIdCardNumber(wrong), wrong).toBe(false);
    }
  });

  it('is typed upper-cased, without spaces or dashes, and cut at 11 characters', () => {
    expect(normalizeOldIdCardNumber('aze 1234-5678')).toBe('AZE12345678');
    expect(normalizeOldIdCardNumber('AZE123456789')).toBe('AZE12345678');
  });

  it('is one of the two forms the bank accepts, as the new card AA and 7 digits is', () => {
    expect(idCardNumberPattern.test('AZE12345678')).toBe(true);
    expect(idCardNumberPattern.test('AA1234567')).toBe(true);
    expect(idCardNumberPattern.test('AA12345678')).toBe(false);
  });

  it('is complete only when whole, and goes to the bank as the identifier type IDC', () => {
    const fields = { ...emptyAuthContext, idCardNumber: 'AZE1234' };
    expect(hasIdentifier('IDC', fields)).toBe(false);
    const whole = { ...fields, idCardNumber: 'AZE12345678' };
    expect(hasIdentifier('IDC', whole)).toBe(true);
    expect(toIdentifier('IDC', whole)).toEqual({
      identifierType: 'IDC',
      identifierValue: 'AZE12345678',
    });
    const context = { ...whole, documentType: 'IDC' as const, password: 'Demo2026!' };
    expect(codeRequest(context, 'signin')).toEqual({
      kind: 'login',
      identifierType: 'IDC',
      identifierValue: 'AZE12345678',
      password: 'Demo2026!',
    });
  });
});
