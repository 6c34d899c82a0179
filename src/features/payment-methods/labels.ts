import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '../../shared/queries/payment-methods';

/** Why a card cannot pay now, in the customer's words (the contract's reason). */
export const reasonLabels: Record<NonNullable<PaymentMethod['reason']>, MessageDescriptor> = {
  CARD_BLOCKED: msg`Blocked: cannot pay`,
  CARD_EXPIRED: msg`Expired: cannot pay`,
};

/** The bank's refusals of a new default, by its code; the bank's own words for anything else. */
export const refusalLabels: Record<string, MessageDescriptor> = {
  CARD_BLOCKED: msg`This card is blocked, so it cannot be the default. The default is unchanged.`,
  CARD_EXPIRED: msg`This card has expired, so it cannot be the default. The default is unchanged.`,
};
