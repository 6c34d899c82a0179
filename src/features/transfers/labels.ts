import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TransferProblem } from '../../../domain/transfers/validation';
import type { Recipient, TransferType } from '../../../machines/transferForm.draft';
import type { Transfer } from '../../../machines/transferForm.machine';

/** PRODUCT 4.5's four types, in plain words. */
export const transferTypeLabels: Record<TransferType, MessageDescriptor> = {
  A2A: msg`Account to account`,
  A2C: msg`Account to card`,
  C2A: msg`Card to account`,
  C2C: msg`Card to card`,
};

export const transferTypeHints: Record<TransferType, MessageDescriptor> = {
  A2A: msg`From your current account to an account`,
  A2C: msg`From your current account to a card`,
  C2A: msg`From your card to an account`,
  C2C: msg`From your card to a card`,
};

/** How the receiver is named; own products are named by what the type sends to. */
export const recipientLabels: Record<Exclude<Recipient, 'OWN'>, MessageDescriptor> = {
  IBAN: msg`By IBAN`,
  CARD: msg`By card number`,
  PHONE: msg`By mobile number`,
};

export const ownAccountLabel = msg`My account`;
export const ownCardLabel = msg`My card`;

/** PRODUCT 5's words for each problem of the form; the server refuses with the same codes. */
export const problemMessages: Record<TransferProblem, MessageDescriptor> = {
  FROM_REQUIRED: msg`Select where the money leaves from`,
  TO_REQUIRED: msg`Select where the money goes`,
  SAME_PRODUCT: msg`The money cannot go where it leaves from`,
  AMOUNT_REQUIRED: msg`Fill in the field`,
  AMOUNT_INVALID: msg`Enter an amount, for example 150.50`,
  AMOUNT_NOT_POSITIVE: msg`The amount must be more than zero`,
  AMOUNT_TOO_PRECISE: msg`At most 2 digits after the decimal point`,
  AMOUNT_TOO_LARGE: msg`The amount is too large`,
  AMOUNT_OVER_BALANCE: msg`The amount is more than the available balance`,
  IBAN_REQUIRED: msg`Fill in the field`,
  IBAN_INVALID: msg`Enter a valid IBAN: AZ and 26 letters and digits`,
  CARD_NUMBER_REQUIRED: msg`Fill in the field`,
  CARD_NUMBER_INVALID: msg`Enter a valid card number of 16 digits`,
  PHONE_REQUIRED: msg`Fill in the field`,
  PHONE_INVALID: msg`Enter a mobile number, for example 50 123 45 67`,
  RECEIVER_NAME_REQUIRED: msg`Fill in the receiver's name for another bank`,
  RECEIVER_NAME_TOO_LONG: msg`At most 140 characters`,
  TAX_ID_INVALID: msg`The tax ID (VÖEN) has 10 digits`,
  COMMENT_TOO_LONG: msg`At most 140 characters`,
};

/** Problems worth hearing about while typing; a missing or unfinished value waits for a send. */
export const shownAtOnce: ReadonlySet<TransferProblem> = new Set([
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_OVER_BALANCE',
  'RECEIVER_NAME_TOO_LONG',
  'COMMENT_TOO_LONG',
]);

/** How the money travels (the contract's rail), as the confirmation and the result name it. */
export const railLabels: Record<Transfer['rail'], MessageDescriptor> = {
  OWN: msg`Between your own products`,
  INTERNAL: msg`Within the bank`,
  IPS: msg`Instant payment system (IPS)`,
  CLEARING: msg`Interbank clearing`,
  CARD: msg`To a card of another bank`,
  PAYMENT: msg`Payment for services`,
};
