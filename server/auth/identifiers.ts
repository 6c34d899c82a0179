/**
 * The identifiers a customer signs in with (PRODUCT 3): PIN (the FIN), TRP and PRP residence
 * permits, or a foreign passport whose series stands in the place of the type; and IDC, the
 * number of a national ID card of either generation (PRODUCT 6), which /auth-old asks for.
 */
import { idCardNumberPattern } from '../../domain/identifiers';
import { BankError } from '../errors/bank-error';
import type { MessageKey } from '../i18n';

export interface Identifier {
  type: string;
  value: string;
}

const rules: {
  applies: (type: string) => boolean;
  type?: RegExp;
  value: RegExp;
  key: MessageKey;
}[] = [
  // The FIN of the national ID card: exactly 7 capital letters and digits.
  { applies: (type) => type === 'PIN', value: /^[A-Z0-9]{7}$/, key: 'FIN_INVALID' },
  // A national ID card's number: old generation AZE and 8 digits, new generation AA and 7.
  {
    applies: (type) => type === 'IDC',
    value: idCardNumberPattern,
    key: 'ID_CARD_NUMBER_INVALID',
  },
  // Residence permit numbers: letters and digits, with at least one digit.
  {
    applies: (type) => type === 'TRP' || type === 'PRP',
    value: /^(?=.*[0-9])[A-Z0-9]{6,12}$/,
    key: 'DOCUMENT_NUMBER_INVALID',
  },
];

/** Refuses an identifier no customer could have, naming what is wrong with it. */
export function checkIdentifier(identifier: Identifier): Identifier {
  const { type, value } = identifier;
  const rule = rules.find((r) => r.applies(type));
  if (rule) {
    if (!rule.value.test(value)) throw identifierError(rule.key);
    return identifier;
  }
  // Anything else is a foreign passport: the type is its series (Latin letters only).
  if (!/^[A-Z]{1,4}$/.test(type)) throw identifierError('PASSPORT_SERIES_INVALID');
  if (!/^(?=.*[0-9])[A-Z0-9]{5,12}$/.test(value)) throw identifierError('PASSPORT_NUMBER_INVALID');
  return identifier;
}

function identifierError(messageKey: MessageKey) {
  return new BankError('IDENTIFIER_INVALID', 400, {}, messageKey);
}

/** One string per identifier, for counters and rate limits. */
export function identifierKey({ type, value }: Identifier): string {
  return `${type}:${value}`;
}
