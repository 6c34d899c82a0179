import { useLingui } from '@lingui/react/macro';
import {
  type PaymentProvider,
  type TemplateField,
  type TemplateProblem,
  templateFormProblems,
  templateNameMaxLength,
} from '../../../machines/templateEditor.form';
import { useProviderProblemTexts } from '../../shared/payments/provider-words';
import type { TemplateEditorSnapshot } from './view-props';

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

/** The provider's rules in PRODUCT 5's words, and the template's own (its name, its provider). */
function useProblemText(provider: PaymentProvider | null) {
  const { t } = useLingui();
  const providerTexts = useProviderProblemTexts(provider);
  const length = templateNameMaxLength;
  const texts: Record<TemplateProblem, string> = {
    ...providerTexts,
    NAME_REQUIRED: t`Fill in the field`,
    NAME_TOO_LONG: t`At most ${length} characters`,
    CATEGORY_REQUIRED: t`Select a value`,
    PROVIDER_REQUIRED: t`Select a value`,
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
