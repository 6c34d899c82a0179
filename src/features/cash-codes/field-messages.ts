import { useLingui } from '@lingui/react/macro';
import { cashMinimumMinor } from '../../../domain/cash-codes';
import {
  type CashCodeField,
  type CashCodeProblem,
  formProblems,
} from '../../../machines/cashCode.draft';
import type { CashCodeContext } from '../../../machines/cashCode.types';

export type FieldMessages = Partial<Record<CashCodeField, string>>;

/** Problems worth hearing about while typing; a missing or unfinished value waits for a send. */
const shownAtOnce: ReadonlySet<CashCodeProblem> = new Set([
  'AMOUNT_INVALID',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'CASH_AMOUNT_TOO_LARGE',
  'AMOUNT_OVER_BALANCE',
]);

/** PRODUCT 5's words for each rule of the amount and the source. */
function useProblemTexts(): Partial<Record<CashCodeProblem, string>> {
  const { t } = useLingui();
  const min = Number(cashMinimumMinor) / 100;
  return {
    FROM_REQUIRED: t`Select where the cash comes from`,
    AMOUNT_REQUIRED: t`Enter the amount`,
    AMOUNT_INVALID: t`Enter the amount in numbers`,
    AMOUNT_NOT_POSITIVE: t`The amount must be more than zero`,
    AMOUNT_TOO_PRECISE: t`Enter the amount in whole manats`,
    AMOUNT_TOO_LARGE: t`The amount is too large`,
    CASH_AMOUNT_TOO_LARGE: t`The amount is too large`,
    CASH_AMOUNT_BELOW_MINIMUM: t`The minimum is ${min} AZN`,
    CASH_AMOUNT_NOT_MULTIPLE: t`The amount must be a multiple of 5 ₼`,
    AMOUNT_OVER_BALANCE: t`The amount is more than the available balance`,
  };
}

/**
 * What to say under each field: the bank's refusal on the field it names, otherwise the form's
 * own problem by the shared rules (a missing value only once Continue was pressed).
 */
export function useCashFieldMessages(context: CashCodeContext): FieldMessages {
  const { t } = useLingui();
  const texts = useProblemTexts();
  const messages: FieldMessages = {};
  const problems = formProblems(context.methods, context.form);
  for (const [field, problem] of Object.entries(problems) as [CashCodeField, CashCodeProblem][]) {
    if (context.showProblems || shownAtOnce.has(problem)) {
      messages[field] = texts[problem] ?? t`An error occurred`;
    }
  }
  const { refusal } = context;
  if (refusal?.field) messages[refusal.field] = refusal.message || t`An error occurred`;
  return messages;
}
