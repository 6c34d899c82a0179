/**
 * The words a provider's form speaks wherever it is filled in (the payment form and the template
 * editor): its categories and fields, and PRODUCT 5's text for each rule the provider declares,
 * with the provider's own figures.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { amountToMinor, formatMoney } from '../../../domain/money';
import type { PaymentProblem } from '../../../domain/payments/fields';
import type { components } from '../../../openapi/generated/schema';

type PaymentCategory = components['schemas']['PaymentCategory'];
type ProviderRules = Pick<
  components['schemas']['PaymentProvider'],
  'name' | 'fields' | 'minAmount' | 'maxAmount'
>;

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

const money = (amount: number) => formatMoney(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/** The text of each of the provider's rules; before a provider is chosen, without its figures. */
export function useProviderProblemTexts(
  provider: ProviderRules | null,
): Record<PaymentProblem, string> {
  const { t } = useLingui();
  const name = provider?.name ?? '';
  const example = provider?.fields[0]?.example ?? '';
  const phone = provider?.fields.find((field) => field.name === 'phone');
  // Plain commas: Chromium's ICU has no Azerbaijani list words and would say "or" in English.
  const prefixes = (phone?.prefixes ?? []).join(', ');
  const min = money(provider?.minAmount ?? 0);
  const max = money(provider?.maxAmount ?? 0);
  return {
    FIELD_REQUIRED: t`Fill in the field`,
    PHONE_INVALID: t`Enter a mobile number of 9 digits, for example ${example}`,
    PHONE_PREFIX_NOT_OPERATOR: t`This number is not ${name}'s: its numbers start with ${prefixes}`,
    SUBSCRIBER_CODE_INVALID: t`Enter the subscriber code as on your bill, for example ${example}`,
    AMOUNT_REQUIRED: t`Fill in the field`,
    AMOUNT_INVALID: t`Enter an amount, for example 15.50`,
    AMOUNT_TOO_PRECISE: t`At most 2 digits after the decimal point`,
    AMOUNT_TOO_LARGE: t`The amount is too large`,
    AMOUNT_NOT_POSITIVE: t`The amount must be more than zero`,
    AMOUNT_BELOW_MIN: t`${name} takes at least ${min}`,
    AMOUNT_ABOVE_MAX: t`${name} takes at most ${max}`,
    AMOUNT_OVER_BALANCE: t`The amount is more than the available balance`,
  };
}
