import { useLingui } from '@lingui/react/macro';
import {
  formProblems,
  lookupKey,
  type PaymentFormField,
  type PaymentProblem,
} from '../../../machines/paymentForm.draft';
import type { PaymentFormContext } from '../../../machines/paymentForm.machine';
import { useProviderProblemTexts } from '../../shared/payments/provider-words';

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

/** The provider's rules in PRODUCT 5's words, and where the money leaves from. */
function useProblemText(provider: PaymentFormContext['provider']) {
  const { t } = useLingui();
  const texts: Record<Problem, string> = {
    ...useProviderProblemTexts(provider),
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
