/**
 * The VÖEN (vergi ödəyicisinin eyniləşdirmə nömrəsi), Azerbaijan's taxpayer number, which a
 * payment to a company at another bank names (PRODUCT 5): 10 digits. Its inner structure (tax
 * office, serial, check digit, payer kind) is the tax authority's business; the bank checks the
 * form only and the receiving bank matches it against the account.
 */

export const taxIdLength = 10;

/** A VÖEN as typed or pasted, spaces dropped. */
export function normalizeTaxId(text: string): string {
  return text.replace(/\s/g, '');
}

/** PRODUCT 5: exactly 10 digits. */
export function isValidTaxId(value: string): boolean {
  return /^[0-9]{10}$/.test(value);
}
