import { describe, expect, it } from 'vitest';
import { isValidTaxId, normalizeTaxId } from '../../../../domain/transfers/tax-id';

describe('VÖEN, the receiver’s tax ID (PRODUCT 5)', () => {
  it('is 10 digits', () => {
    expect(isValidTaxId('1400057421')).toBe(true);
    expect(isValidTaxId('0000000001')).toBe(true);
  });

  it('refuses other lengths, letters and spaces', () => {
    expect(isValidTaxId('140005742')).toBe(false);
    expect(isValidTaxId('14000574211')).toBe(false);
    expect(isValidTaxId('14000574A1')).toBe(false);
    expect(isValidTaxId('1400 057421')).toBe(false);
    expect(isValidTaxId('')).toBe(false);
  });

  it('reads one typed with spaces', () => {
    expect(normalizeTaxId(' 1400 0574 21 ')).toBe('1400057421');
  });
});
