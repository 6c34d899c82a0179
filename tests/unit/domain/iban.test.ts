import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  ibanCheckDigits,
  isValidAzIban,
  makeIban,
  ourBankCode,
  splitAzIban,
} from '../../../domain/iban';

// Independent MOD 97-10 with BigInt over the whole number, written the textbook way.
function checkDigitsByBigInt(bban: string): string {
  const digits = [...`${bban}AZ00`].map((c) => String(Number.parseInt(c, 36))).join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

// The SWIFT IBAN registry's example for Azerbaijan.
const registryExample = 'AZ21NABZ00000000137010001944';

describe('Azerbaijani IBANs', () => {
  it('accepts the IBAN registry example, also typed with spaces and in lower case', () => {
    expect(isValidAzIban(registryExample)).toBe(true);
    expect(isValidAzIban('az21 nabz 0000 0000 1370 1000 1944')).toBe(true);
    expect(ibanCheckDigits('AZ', registryExample.slice(4))).toBe('21');
  });

  it('refuses wrong check digits, lengths, countries and layouts', () => {
    expect(isValidAzIban('AZ22NABZ00000000137010001944')).toBe(false);
    expect(isValidAzIban('AZ21NABZ0000000013701000194')).toBe(false);
    expect(isValidAzIban('AZ21NABZ000000001370100019444')).toBe(false);
    // A valid German IBAN is not an Azerbaijani one.
    expect(isValidAzIban('DE89370400440532013000')).toBe(false);
    // The bank code must be letters.
    expect(isValidAzIban(makeIbanUnchecked('NAB1', '00000000137010001944'))).toBe(false);
    expect(isValidAzIban('')).toBe(false);
  });

  it('makes IBANs that ibantools and an independent BigInt check accept', () => {
    const accounts = [
      '00000000000000000001',
      '00000000137010001944',
      'AZN10000000000012345',
      'USD99999999999999999',
      'ZZZZZZZZZZZZZZZZZZZZ',
    ];
    for (const account of accounts) {
      for (const bank of [ourBankCode, 'NABZ', 'AAAA']) {
        const iban = makeIban(bank, account);
        expect(iban).toHaveLength(28);
        expect(isValidIBAN(iban)).toBe(true);
        expect(isValidAzIban(iban)).toBe(true);
        expect(iban.slice(2, 4)).toBe(checkDigitsByBigInt(bank + account));
      }
    }
    expect(makeIban('NABZ', '00000000137010001944')).toBe(registryExample);
  });

  it('checks random account numbers against ibantools', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 500; i += 1) {
      const account = Array.from({ length: 20 }, () => alphabet[next() % 36]).join('');
      const iban = makeIban(ourBankCode, account);
      expect(isValidIBAN(iban), iban).toBe(true);
      expect(iban.slice(2, 4)).toBe(checkDigitsByBigInt(ourBankCode + account));
    }
  });

  it('refuses bank codes and account numbers of the wrong shape', () => {
    expect(() => makeIban('IBN', '00000000000000000001')).toThrow(RangeError);
    expect(() => makeIban('ibnk', '00000000000000000001')).toThrow(RangeError);
    expect(() => makeIban(ourBankCode, '1')).toThrow(RangeError);
    expect(() => makeIban(ourBankCode, '0000000000000000000a')).toThrow(RangeError);
  });

  it('shows the IBAN in groups of four and splits it', () => {
    expect(formatIban(registryExample)).toBe('AZ21 NABZ 0000 0000 1370 1000 1944');
    expect(formatIban('az21nabz00000000137010001944')).toBe('AZ21 NABZ 0000 0000 1370 1000 1944');
    expect(splitAzIban(registryExample)).toEqual({
      bankCode: 'NABZ',
      accountNumber: '00000000137010001944',
    });
    expect(splitAzIban('AZ00')).toBeUndefined();
  });
});

function makeIbanUnchecked(bank: string, account: string): string {
  return `AZ${checkDigitsByBigInt(bank + account)}${bank}${account}`;
}
