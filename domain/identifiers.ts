/**
 * How a customer identifies themselves (PRODUCT 3, 5): a FIN (the national ID's PIN), a residence
 * permit (TRP, PRP), a foreign passport, whose series is sent as the identifier type, or the
 * number of a national ID card (IDC, PRODUCT 6), which /auth-old asks for.
 */
export type DocumentType = 'PIN' | 'TRP' | 'PRP' | 'FP' | 'IDC';

/** The document types offered on the sign-in and sign-up document choice (no FIN there). */
export const foreignDocumentTypes = ['TRP', 'PRP', 'FP'] as const satisfies readonly DocumentType[];
/** Forgot password also offers the FIN. */
export const resetDocumentTypes = [
  'TRP',
  'PRP',
  'FP',
  'PIN',
] as const satisfies readonly DocumentType[];

export const finLength = 7;
export const finMask = '#'.repeat(finLength);
export const otpLength = 6;

/** A national ID card's number the bank accepts: old generation AZE and 8 digits, new AA and 7. */
export const idCardNumberPattern = /^(AZE[0-9]{8}|AA[0-9]{7})$/;
/** What /auth-old asks for: an old-generation card's number, AZE and 8 digits (AZE12345678). */
export const oldIdCardNumberPattern = /^AZE[0-9]{8}$/;
export const oldIdCardNumberLength = 11;
export const oldIdCardNumberMask = '#'.repeat(oldIdCardNumberLength);

/** An old card's number as typed: upper-cased letters and digits, at most 11 characters. */
export function normalizeOldIdCardNumber(value: string): string {
  return normalizeDocumentText(value, oldIdCardNumberLength);
}

/** Whether a number is a whole old-generation card number (the form's rule; the bank's is wider). */
export function isOldIdCardNumber(value: string): boolean {
  return oldIdCardNumberPattern.test(value);
}

export interface Identifier {
  identifierType: string;
  identifierValue: string;
}

export interface IdentifierFields {
  fin: string;
  documentNumber: string;
  passportSeries: string;
  passportNumber: string;
  idCardNumber: string;
}

/** Upper-case letters and digits only, as the FIN and document fields accept them. */
export function normalizeDocumentText(value: string, maxLength?: number): string {
  const cleaned = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return maxLength === undefined ? cleaned : cleaned.slice(0, maxLength);
}

/** The FIN as typed: upper-cased, letters and digits, at most 7 characters. */
export function normalizeFin(value: string): string {
  return normalizeDocumentText(value, finLength);
}

/** The identifier the bank API expects for a document choice and the fields filled in. */
export function toIdentifier(documentType: DocumentType, fields: IdentifierFields): Identifier {
  switch (documentType) {
    case 'PIN':
      return { identifierType: 'PIN', identifierValue: fields.fin };
    case 'FP':
      return { identifierType: fields.passportSeries, identifierValue: fields.passportNumber };
    case 'IDC':
      return { identifierType: 'IDC', identifierValue: fields.idCardNumber };
    default:
      return { identifierType: documentType, identifierValue: fields.documentNumber };
  }
}

/** Whether the fields a document choice needs are all filled in (PRODUCT 5: non-empty). */
export function hasIdentifier(documentType: DocumentType, fields: IdentifierFields): boolean {
  switch (documentType) {
    case 'PIN':
      return fields.fin !== '';
    case 'FP':
      return fields.passportSeries !== '' && fields.passportNumber !== '';
    case 'IDC':
      return isOldIdCardNumber(fields.idCardNumber);
    default:
      return fields.documentNumber !== '';
  }
}

/** PRODUCT 5: the one-time code must be exactly 6 characters. */
export function isCompleteOtp(otp: string): boolean {
  return otp.length === otpLength;
}
