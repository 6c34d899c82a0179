import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardStatus } from '../../../machines/cardBlock.machine';
import type { Card } from '../../shared/queries/cards';

/** PRODUCT 3/4.5: a card is active or blocked. */
export const cardStatusLabels: Readonly<Record<CardStatus, MessageDescriptor>> = {
  ACTIVE: msg`Active`,
  BLOCKED: msg`Blocked`,
};

/** Brand names are written the same in every language. */
export const paymentSystemNames: Readonly<Record<Card['paymentSystem'], string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
};

/** The last four digits, how people tell their cards apart. */
export function lastDigits(maskedPan: string): string {
  return maskedPan.slice(-4);
}
