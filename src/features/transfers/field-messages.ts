import { useLingui } from '@lingui/react/macro';
import type { TransferField, TransferProblem } from '../../../domain/transfers/validation';
import { formProblems } from '../../../machines/transferForm.draft';
import type { TransferFormContext } from '../../../machines/transferForm.machine';
import { problemMessages, shownAtOnce } from './labels';

export type FieldMessages = Partial<Record<TransferField, string>>;

/**
 * What to say under each field: the bank's refusal on the field it names, otherwise the form's
 * own problem by the shared rules (a missing value only once the customer has tried to send).
 */
export function useTransferFieldMessages(context: TransferFormContext): FieldMessages {
  const { i18n, t } = useLingui();
  const { type, form, refusal } = context;
  const messages: FieldMessages = {};
  const problems = type ? formProblems(type, context, form) : {};
  for (const [field, problem] of Object.entries(problems) as [TransferField, TransferProblem][]) {
    if (context.showProblems || shownAtOnce.has(problem)) {
      messages[field] = i18n._(problemMessages[problem]);
    }
  }
  if (refusal?.field) messages[refusal.field] = refusal.message || t`An error occurred`;
  return messages;
}
