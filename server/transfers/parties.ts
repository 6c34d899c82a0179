/**
 * How a transfer shows its two sides (the contract's TransferParty): numbers and the names of
 * other people masked, so a quote, a transfer, an SMS and a receipt never print more than the
 * customer needs to recognise the payee.
 */
import type { Schemas } from '../openapi/json';
import { ownBank } from './banks/directory';
import type { TransferDestinationSide, TransferSourceSide } from './priced-transfer';

/** "Leyla Məmmədova" → "Leyla M.": enough to recognise, too little to misuse. */
export function maskedName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toLocaleUpperCase('az')}.` : firstName.trim();
}

export { maskedIban } from '../../domain/iban';

/** A mobile number (9 digits, or 12 with 994) as shown: "+994 50 ••• •• 67". */
export function maskedPhone(phone: string): string {
  const national = phone.slice(-9);
  return `+994 ${national.slice(0, 2)} ••• •• ${national.slice(-2)}`;
}

/** The side the money leaves: always one of the caller's own products at this bank. */
export function sourceParty(source: TransferSourceSide): Schemas['TransferParty'] {
  return {
    productId: source.productId,
    display: source.display,
    name: source.name,
    currency: source.currency,
    bank: ownBank.name,
  };
}

/** The receiving side; its product id is shown only when the product is the caller's own. */
export function destinationParty(destination: TransferDestinationSide): Schemas['TransferParty'] {
  return {
    ...(destination.kind === 'OWN' && destination.productId !== null
      ? { productId: destination.productId }
      : {}),
    display: destination.display,
    name: destination.name,
    currency: destination.currency,
    bank: destination.bank.name,
  };
}
