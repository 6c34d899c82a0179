import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCurrency } from '../../../domain/deposit-opening';

/** The currencies an account or a deposit is opened in, as customers call them. */
export const currencyNames: Readonly<Record<ProductCurrency, MessageDescriptor>> = {
  AZN: msg`Azerbaijani manat`,
  USD: msg`US dollar`,
  EUR: msg`Euro`,
};
