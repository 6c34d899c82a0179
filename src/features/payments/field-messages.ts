import { useLingui } from '@lingui/react/macro';
import { amountToMinor, formatMoney } from '../../../domain/money';
import {
  formProblems,
  lookupKey,
  type PaymentFormField,
  type PaymentProblem,
} from '../../../machines/paymentForm.draft';
import type { PaymentFormContext } from '../../../machines/paymentForm.machine';

export type FieldMessages = Partial<Record<PaymentFormField, string>>;
type Problem = PaymentProblem | 'FROM_REQUIRED';

/** Problems worth hearing about while typing; a missing or unfinished value waits for a send. */
const shownAtOnce: ReadonlySet<Problem> = new Set([
  'PHONE_PREFIX_NOT_OPERATOR',
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_ABOVE_MAX',
  'AMOUNT_OVER_BALANCE',
]);

const money = (amount: number) => formatMoney(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/** PRODUCT 5's words for each rule of the provider's form, with the provider's own figures. */
export function useProblemText(provider: PaymentFormContext['provider']) {
  const { t } = useLingui();
  const name = provider.name;
  const example = provider.fields[0]?.example ?? '';
  const phone = provider.fields.find((field) => field.name === 'phone');
  // Plain commas: browsers without Azerbaijani list data would write English "or" in it.
  const prefixes = (phone?.prefixes ?? []).join(', ');
  const min = money(provider.minAmount);
  const max = money(provider.maxAmount);
  const texts: Record<Problem, string> = {
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
    FROM_REQUIRED: t`Select where the money leaves from`,
  };
  return (problem: Problem) => texts[problem];
}

/**
 * What to say under each field: the bank's refusal on the field it names (in the form's words
 * when it is one of the provider's rules), the provider's answer about the subscriber, otherwise
 * the form's own problem by the shared rules (a missing value only once Pay was pressed).
 */
export function usePaymentFieldMessages(context: PaymentFormContext): FieldMessages {
  const { t } = useLingui();
  const problemText = useProblemText(context.provider);
  const { provider, methods, form, refusal, lookup } = context;
  const messages: FieldMessages = {};
  const problems = formProblems(provider, methods, form);
  for (const [field, problem] of Object.entries(problems) as [PaymentFormField, Problem][]) {
    if (context.showProblems || shownAtOnce.has(problem)) messages[field] = problemText(problem);
  }
  // The provider's answer holds only for the values it was asked about.
  const current = lookup?.key === lookupKey(provider, form) ? lookup?.refusal : null;
  for (const each of [current, refusal]) {
    if (!each?.field) continue;
    messages[each.field] = each.problem
      ? problemText(each.problem)
      : each.message || t`An error occurred`;
  }
  return messages;
}
