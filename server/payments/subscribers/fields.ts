/**
 * A provider's fields checked on the server by the same rules as the form
 * (domain/payments/fields.ts): each value normalized, then the first problem, in the provider's
 * order, refused with a 400 whose code is the problem and whose message names the provider's
 * own rule (its prefixes, its code's example, its minimum and maximum).
 */
import type { Locale } from '../../../domain/locale';
import { formatMoney } from '../../../domain/money';
import {
  normalizeFieldValue,
  type PaymentFields,
  type PaymentProblem,
  paymentFieldsProblems,
} from '../../../domain/payments/fields';
import type { PaymentProviderRow } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { MessageKey } from '../../i18n';

const manats = (minor: bigint) => formatMoney(Number(minor), 'AZN').replace(/ \S+$/, '');

/** The refusal of a problem of this provider's form, its message filled with its rules. */
export function paymentRefusal(
  problem: PaymentProblem,
  provider: PaymentProviderRow,
  locale: Locale,
): BankError {
  const [field] = provider.fields;
  const params = {
    provider: provider.names[locale],
    prefixes: (field?.prefixes ?? []).join(', '),
    example: field?.example ?? '',
    min: manats(provider.minMinor),
    max: manats(provider.maxMinor),
  };
  const messageKeys: Partial<Record<PaymentProblem, MessageKey>> = {
    FIELD_REQUIRED:
      field?.name === 'phone' ? 'PAYMENT_PHONE_REQUIRED' : 'PAYMENT_SUBSCRIBER_CODE_REQUIRED',
    // PHONE_INVALID's own text is about 9 or 12 digits; here it is a mobile number's rule.
    PHONE_INVALID: 'MOBILE_PHONE_INVALID',
  };
  return new BankError(problem, 400, params, messageKeys[problem] ?? problem);
}

/** The values as the bank keeps them (a phone as its 9 digits), or the first refusal. */
export function checkedFields(
  provider: PaymentProviderRow,
  typed: PaymentFields,
  locale: Locale,
): PaymentFields {
  const values: PaymentFields = { ...typed };
  for (const field of provider.fields) {
    const value = typed[field.name];
    if (value !== undefined) values[field.name] = normalizeFieldValue(field, value);
  }
  const problems = paymentFieldsProblems(provider.fields, values);
  const names = [...provider.fields.map((field) => field.name), ...Object.keys(values)];
  for (const name of names as (keyof PaymentFields)[]) {
    const problem = problems[name];
    if (problem) throw paymentRefusal(problem, provider, locale);
  }
  return values;
}
