/**
 * The cash-by-code form's fields and what they allow (PRODUCT 5, 9): the sources that may give
 * cash (AZN accounts and cards the bank lists as usable), the amount by the rules the bank runs
 * too (domain/cash-codes.ts: a multiple of 5 ₼, at least 10 ₼) and at most what the source can
 * spend, and the request priced.
 */
import { type CashAmountProblem, parseCashAmount, splitCashAmount } from '../domain/cash-codes';
import { amountToMinor, toDecimalString } from '../domain/money';
import type { components } from '../openapi/generated/schema';
import { chosenSource } from './movement/manat-sources';

type Schemas = components['schemas'];
export type CashMethod = Schemas['PaymentMethod'];
export type CashCodeRequest = Schemas['CashCodeRequest'];

/** What the customer picks and types, as typed. */
export interface CashCodeForm {
  from: string;
  amount: string;
}
export type CashCodeField = keyof CashCodeForm;
export type CashCodeProblem = CashAmountProblem | 'FROM_REQUIRED';

/** What the dialog starts from: the customer's sources and the bank's default among them. */
export interface CashCodeInput {
  methods: CashMethod[];
  defaultProductId: string | null;
}

const minorOf = (amount: number) => BigInt(amountToMinor(amount, 'AZN') ?? 0);

/** What is wrong with the form, field by field. */
export function formProblems(
  methods: readonly CashMethod[],
  form: CashCodeForm,
): Partial<Record<CashCodeField, CashCodeProblem>> {
  const problems: Partial<Record<CashCodeField, CashCodeProblem>> = {};
  const source = chosenSource(methods, form.from);
  if (!source) problems.from = 'FROM_REQUIRED';
  const amount = parseCashAmount(form.amount);
  if (!amount.ok) problems.amount = amount.problem;
  else if (source && amount.minor > minorOf(source.available)) {
    problems.amount = 'AMOUNT_OVER_BALANCE';
  }
  return problems;
}

/** The would-be withdrawal the bank prices (quoteCashCode), or undefined while anything is wrong. */
export function cashCodeRequest(
  methods: readonly CashMethod[],
  form: CashCodeForm,
): CashCodeRequest | undefined {
  if (Object.keys(formProblems(methods, form)).length > 0) return undefined;
  const amount = parseCashAmount(form.amount);
  if (!amount.ok) return undefined;
  return {
    from: { productId: form.from },
    amount: Number(toDecimalString(Number(amount.minor), 'AZN')),
  };
}

/** The codes a valid amount would become, in ₼, for the form's hint; [] otherwise. */
export function cashSplitOf(amount: string): number[] {
  const parsed = parseCashAmount(amount);
  return parsed.ok ? splitCashAmount(parsed.minor).map((minor) => Number(minor) / 100) : [];
}
