import { useLingui } from '@lingui/react/macro';
import {
  type DepositField,
  type DepositProblem,
  depositFormProblems,
  depositProductFor,
  sourceAccountsFor,
} from '../../../domain/deposit-opening';
import { amountToMinor, formatMoney } from '../../../domain/money';
import type { DepositOpeningContext } from '../../../machines/depositOpening.machine';

// Problems the customer should hear about as soon as they arise; "required" waits for a send.
const shownAtOnce = new Set<DepositProblem>([
  'invalid',
  'too-many-decimals',
  'below-minimum',
  'above-maximum',
  'above-balance',
  'not-offered',
  'no-source-account',
]);

/**
 * What to say beside each field of the deposit form: the bank's refusal on the field it names,
 * otherwise the form's own problem (PRODUCT 5's words for a missing value).
 */
export function useDepositFieldMessages(
  context: DepositOpeningContext,
): Partial<Record<DepositField, string>> {
  const { t } = useLingui();
  const { form, refusal } = context;
  const money = (amount: number | undefined) =>
    amount === undefined
      ? ''
      : formatMoney(amountToMinor(amount, form.currency) ?? 0, form.currency);
  const product = depositProductFor(context.products, form);
  const source = sourceAccountsFor(context.accounts, form.currency).find(
    (account) => account.id === form.sourceAccountId,
  );
  const currency = form.currency;
  const text = (field: DepositField, problem: DepositProblem): string => {
    switch (problem) {
      case 'required':
        return field === 'amount' ? t`Fill in the field` : t`Select a value`;
      case 'invalid':
        return t`Enter an amount, for example 1500.50`;
      case 'too-many-decimals':
        return t`At most 2 digits after the decimal point`;
      case 'below-minimum':
        return t`The amount must be at least ${money(product?.minAmount)}`;
      case 'above-maximum':
        return t`The amount must be at most ${money(product?.maxAmount)}`;
      case 'above-balance':
        return t`The amount must be at most the balance of the account, ${money(source?.available)}`;
      case 'not-offered':
        return t`This deposit is not opened in ${currency}`;
      case 'no-source-account':
        return t`You have no current account in ${currency} to fund the deposit from`;
    }
  };
  const problems = depositFormProblems(form, context);
  const messages: Partial<Record<DepositField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [DepositField, DepositProblem][]) {
    if (context.showProblems || shownAtOnce.has(problem)) messages[field] = text(field, problem);
  }
  if (refusal?.field) messages[refusal.field] = refusal.message || t`An error occurred`;
  return messages;
}
