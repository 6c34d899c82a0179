/**
 * The early-repayment form's rules (PRODUCT 4.5, 8), apart from the chart that runs them: which
 * loans can be repaid early online, the request a filled form makes, and where a refusal of
 * PRODUCT 8's prepayment catalogue belongs (at the amount field or over the page).
 */
import { parseAmount, toDecimalString } from '../domain/money';
import type { components } from '../openapi/generated/schema';

type Schemas = components['schemas'];
export type PrepaymentLoan = Schemas['Loan'];
export type PrepaymentOption = Schemas['PrepaymentOption'];
export type PrepaymentRequest = Schemas['PrepaymentRequest'];
export type PrepaymentQuote = Schemas['PrepaymentQuote'];
export type Prepayment = Schemas['Prepayment'];
export type PrepaymentErrorCode = Schemas['PrepaymentErrorCode'];

export const prepaymentOptions = ['FM_1', 'FM_2', 'FM_3'] as const satisfies PrepaymentOption[];

/** A loan still being repaid: one with an instalment to come. */
export const isRunningLoan = (loan: PrepaymentLoan) => loan.nextPayment !== null;

/** The refusal as the screen places it; `code` picks the catalogue's message if the bank gave none. */
export interface PrepaymentRefusal {
  code: PrepaymentErrorCode | null;
  message: string;
  field: 'amount' | null;
}

export interface PrepaymentFormState {
  loans: readonly PrepaymentLoan[];
  loanId: string | null;
  option: PrepaymentOption | null;
  amount: string;
}

export type AmountProblem = 'empty' | 'invalid';

/** What is wrong with the typed amount: FM_3 pays the payoff and needs none. */
export function amountProblem(form: PrepaymentFormState): AmountProblem | null {
  if (form.option === null || form.option === 'FM_3') return null;
  const loan = form.loans.find(({ id }) => id === form.loanId);
  const parsed = parseAmount(form.amount, loan?.currency ?? 'AZN');
  if (parsed.ok) return parsed.minor > 0 ? null : 'invalid';
  return parsed.problem === 'empty' ? 'empty' : 'invalid';
}

/** The request the form makes, or undefined while a loan, the option or the amount is missing. */
export function prepaymentRequest(form: PrepaymentFormState): PrepaymentRequest | undefined {
  const loan = form.loans.find(({ id }) => id === form.loanId);
  if (!loan || form.option === null || amountProblem(form) !== null) return undefined;
  if (form.option === 'FM_3') return { loanId: loan.id, option: 'FM_3' };
  const parsed = parseAmount(form.amount, loan.currency);
  const minor = parsed.ok ? parsed.minor : 0;
  return {
    loanId: loan.id,
    option: form.option,
    amount: Number(toDecimalString(minor, loan.currency)),
  };
}

const catalogue: readonly string[] = [
  'PREPAYMENT_UNEXPECTED',
  'PREPAYMENT_VALIDATION',
  'PREPAYMENT_NOT_FOUND',
  'PREPAYMENT_ALREADY_EXISTS',
  'PREPAYMENT_AMOUNT_BELOW_MIN',
  'PREPAYMENT_INVALID_LOAN',
  'PREPAYMENT_OVERDUE_DEBT',
] satisfies PrepaymentErrorCode[];

/**
 * Where a refusal stands. The minimum is about the amount; so is a validation refusal of a
 * partial repayment's amount that the bank weighs against the loan (422: it covers the whole
 * debt) or the account (409: too little money). Everything else is about the loan or the
 * request, over the page.
 */
export function prepaymentRefusal(error: unknown, option: PrepaymentOption | null) {
  const { code, status, message } = (error ?? {}) as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  const known = typeof code === 'string' && catalogue.includes(code);
  const partial = option === 'FM_1' || option === 'FM_2';
  const aboutAmount =
    code === 'PREPAYMENT_AMOUNT_BELOW_MIN' ||
    (partial && code === 'PREPAYMENT_VALIDATION' && (status === 409 || status === 422));
  return {
    code: known ? (code as PrepaymentErrorCode) : null,
    message: typeof message === 'string' ? message : '',
    field: aboutAmount ? 'amount' : null,
  } satisfies PrepaymentRefusal;
}
