import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '../../../openapi/generated/schema';

type PaymentCategory = components['schemas']['PaymentCategory'];

/** The categories of /payments in the customer's words. */
export const categoryLabels: Record<PaymentCategory, MessageDescriptor> = {
  MOBILE: msg`Mobile operators`,
  GAS: msg`Gas`,
  ELECTRICITY: msg`Electricity`,
  WATER: msg`Water`,
  INTERNET: msg`Internet and TV`,
};

/** A provider's field, by the name it declares. */
export const fieldLabels: Record<'phone' | 'subscriberCode', MessageDescriptor> = {
  phone: msg`Mobile number`,
  subscriberCode: msg`Subscriber code`,
};
