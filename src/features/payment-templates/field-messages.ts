import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { amountToMinor, formatMoney } from '../../../domain/money';
import {
  type PaymentCategory,
  type PaymentProvider,
  type TemplateField,
  type TemplateProblem,
  templateFormProblems,
  templateNameMaxLength,
} from '../../../machines/templateEditor.form';
import type { TemplateEditorSnapshot } from './view-props';

/** The categories of /payments in the customer's words (the same words /payments uses). */
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

export type FieldMessages = Partial<Record<TemplateField, string>>;

/** Problems worth hearing about while typing; a missing or unfinished value waits for Save. */
const shownAtOnce: ReadonlySet<TemplateProblem> = new Set([
  'NAME_TOO_LONG',
  'PHONE_PREFIX_NOT_OPERATOR',
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_ABOVE_MAX',
]);

const money = (amount: number) => formatMoney(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/** PRODUCT 5's words for each rule, with the provider's own figures (as the payment form says). */
function useProblemText(provider: PaymentProvider | null) {
  const { t } = useLingui();
  const name = provider?.name ?? '';
  const example = provider?.fields[0]?.example ?? '';
  const phone = provider?.fields.find((field) => field.name === 'phone');
  // Plain commas: Chromium's ICU has no Azerbaijani list words and would say "or" in English.
  const prefixes = (phone?.prefixes ?? []).join(', ');
  const min = money(provider?.minAmount ?? 0);
  const max = money(provider?.maxAmount ?? 0);
  const length = templateNameMaxLength;
  const texts: Record<TemplateProblem, string> = {
    NAME_REQUIRED: t`Fill in the field`,
    NAME_TOO_LONG: t`At most ${length} characters`,
    CATEGORY_REQUIRED: t`Select a value`,
    PROVIDER_REQUIRED: t`Select a value`,
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
  return (problem: TemplateProblem) => texts[problem];
}

/**
 * What to say under each field: the bank's refusal at the field it names, otherwise the form's
 * own problem by the shared rules; a missing value only once Save was pressed (`invalid`).
 */
export function useTemplateFieldMessages(snapshot: TemplateEditorSnapshot): FieldMessages {
  const { t } = useLingui();
  const { form, provider, refusal } = snapshot.context;
  const problemText = useProblemText(provider);
  const showAll = snapshot.matches('invalid');
  const messages: FieldMessages = {};
  const problems = templateFormProblems(form, provider);
  for (const [field, problem] of Object.entries(problems) as [TemplateField, TemplateProblem][]) {
    if (showAll || shownAtOnce.has(problem)) messages[field] = problemText(problem);
  }
  if (refusal?.field) messages[refusal.field] = refusal.message || t`An error occurred`;
  return messages;
}
