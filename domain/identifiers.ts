/**
 * How a customer identifies themselves (PRODUCT 3, 5): a FIN (the national ID's PIN), a residence
 * permit (TRP, PRP) or a foreign passport, whose series is sent as the identifier type.
 */
export type DocumentType = 'PIN' | 'TRP' | 'PRP' | 'FP';

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

export interface Identifier {
  identifierType: string;
  identifierValue: string;
}

export interface IdentifierFields {
  fin: string;
  documentNumber: string;
  passportSeries: string;
  passportNumber: string;
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
    default:
      return fields.documentNumber !== '';
  }
}

/** PRODUCT 5: the one-time code must be exactly 6 characters. */
export function isCompleteOtp(otp: string): boolean {
  return otp.length === otpLength;
}
