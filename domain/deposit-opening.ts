/**
 * Opening a deposit online (issue 6; PRODUCT 3, 4.5, 5): the choices the bank's product table
 * allows for a type and currency, what is wrong with the form, the rate and the interest the
 * deposit will earn before the customer commits, and the request sent to the bank. Pure rules:
 * the words live in features/deposits.
 */
import type { components } from '../openapi/generated/schema';
import type { DepositType } from './deposit';
import { projectedInterest } from './deposit';
import { amountToMinor, parseAmount, toDecimalString } from './money';

export type DepositProduct = components['schemas']['DepositProduct'];
export type NewDepositApplication = components['schemas']['NewDepositApplication'];
export type ProductCurrency = components['schemas']['ProductCurrency'];
export type DepositPayout = NewDepositApplication['payoutFrequency'];

export const productCurrencies: readonly ProductCurrency[] = ['AZN', 'USD', 'EUR'];

/** A current account the deposit can be funded from: what can be spent now, in its currency. */
export interface SourceAccount {
  id: string;
  name: string;
  iban: string;
  currency: string;
  available: number;
}

export interface DepositOpeningForm {
  productType: DepositType;
  currency: ProductCurrency;
  /** 0 while no term is chosen. */
  termMonths: number;
  /** As typed, in major units. */
  amount: string;
  /** null while the product offers no payout (no product for the type and currency). */
  payoutFrequency: DepositPayout | null;
  /** '' while no account is chosen. */
  sourceAccountId: string;
}

export type DepositField = keyof DepositOpeningForm;

export type DepositProblem =
  | 'required'
  | 'invalid'
  | 'too-many-decimals'
  | 'below-minimum'
  | 'above-maximum'
  | 'above-balance'
  | 'not-offered'
  | 'no-source-account';

export type DepositProblems = Partial<Record<DepositField, DepositProblem>>;

/** What the form chooses from: the bank's product table and the customer's current accounts. */
export interface DepositOpeningOptions {
  products: readonly DepositProduct[];
  accounts: readonly SourceAccount[];
}

export const emptyDepositForm: DepositOpeningForm = {
  productType: 'PROFIT',
  currency: 'AZN',
  termMonths: 0,
  amount: '',
  payoutFrequency: null,
  sourceAccountId: '',
};

/** The product table's row for a type and currency, if the bank offers it. */
export function depositProductFor(
  products: readonly DepositProduct[],
  form: Pick<DepositOpeningForm, 'productType' | 'currency'>,
): DepositProduct | undefined {
  return products.find(
    (product) => product.productType === form.productType && product.currency === form.currency,
  );
}

/** The accounts in the deposit's currency: a deposit is funded in its own currency. */
export function sourceAccountsFor(
  accounts: readonly SourceAccount[],
  currency: string,
): SourceAccount[] {
  return accounts.filter((account) => account.currency === currency);
}

/** The annual rate of the chosen term, from the product table. */
export function depositRate(
  product: DepositProduct | undefined,
  termMonths: number,
): number | undefined {
  return product?.terms.find((term) => term.termMonths === termMonths)?.ratePercent;
}

/**
 * The form after a change of type or currency: a term, payout or account the new product does
 * not offer gives way to its first one, so the form always shows a valid choice when there is
 * one; what is still offered stays as the customer chose it.
 */
export function reconcileDepositForm(
  form: DepositOpeningForm,
  options: DepositOpeningOptions,
): DepositOpeningForm {
  const product = depositProductFor(options.products, form);
  const terms = product?.terms.map((term) => term.termMonths) ?? [];
  const payouts = product?.payoutFrequencies ?? [];
  const accounts = sourceAccountsFor(options.accounts, form.currency);
  const keep = <T>(value: T, offered: readonly T[], none: T) =>
    offered.includes(value) ? value : (offered[0] ?? none);
  return {
    ...form,
    termMonths: keep(form.termMonths, terms, 0),
    payoutFrequency: keep(form.payoutFrequency, payouts as (DepositPayout | null)[], null),
    sourceAccountId: keep(
      form.sourceAccountId,
      accounts.map((account) => account.id),
      '',
    ),
  };
}

function amountProblem(
  form: DepositOpeningForm,
  product: DepositProduct | undefined,
  source: SourceAccount | undefined,
): DepositProblem | undefined {
  const parsed = parseAmount(form.amount, form.currency);
  if (!parsed.ok) return parsed.problem === 'empty' ? 'required' : problemOf(parsed.problem);
  if (parsed.minor === 0) return 'invalid';
  if (!product) return undefined;
  const minor = (amount: number) => amountToMinor(amount, form.currency) ?? 0;
  if (parsed.minor < minor(product.minAmount)) return 'below-minimum';
  if (product.maxAmount !== undefined && parsed.minor > minor(product.maxAmount)) {
    return 'above-maximum';
  }
  // PRODUCT 5: the amount must be at most the balance in its currency (what can be spent now).
  if (source && parsed.minor > minor(source.available)) return 'above-balance';
  return undefined;
}

function problemOf(problem: 'invalid' | 'too-many-decimals' | 'too-large'): DepositProblem {
  return problem === 'too-many-decimals' ? 'too-many-decimals' : 'invalid';
}

/** Everything that keeps the bank from accepting the form, by field; {} when it can be sent. */
export function depositFormProblems(
  form: DepositOpeningForm,
  options: DepositOpeningOptions,
): DepositProblems {
  const product = depositProductFor(options.products, form);
  const accounts = sourceAccountsFor(options.accounts, form.currency);
  const source = accounts.find((account) => account.id === form.sourceAccountId);
  const problems: DepositProblems = {
    currency: product ? undefined : 'not-offered',
    termMonths:
      product && depositRate(product, form.termMonths) === undefined ? 'required' : undefined,
    payoutFrequency:
      product && !product.payoutFrequencies.some((payout) => payout === form.payoutFrequency)
        ? 'required'
        : undefined,
    sourceAccountId: accounts.length === 0 ? 'no-source-account' : source ? undefined : 'required',
    amount: amountProblem(form, product, source),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as DepositProblems;
}

/** The request for the bank, or undefined while the form has a problem. */
export function depositApplicationRequest(
  form: DepositOpeningForm,
  options: DepositOpeningOptions,
): NewDepositApplication | undefined {
  const parsed = parseAmount(form.amount, form.currency);
  const problems = depositFormProblems(form, options);
  if (!parsed.ok || !form.payoutFrequency || Object.keys(problems).length > 0) return undefined;
  return {
    productType: form.productType,
    currency: form.currency,
    termMonths: form.termMonths,
    amount: Number(toDecimalString(parsed.minor, form.currency)),
    payoutFrequency: form.payoutFrequency,
    sourceAccountId: form.sourceAccountId,
  };
}

export interface DepositPreview {
  ratePercent: number;
  /** The interest over the whole term, in minor units. */
  interestMinor: number;
  endDate: string;
}

/**
 * The rate and the interest the deposit will earn if it starts on `startDate` (the bank's
 * today), as the customer edits; undefined until the amount, term and payout are there. The
 * bank's figure on the created application is the one that counts.
 */
export function depositPreview(
  form: DepositOpeningForm,
  products: readonly DepositProduct[],
  startDate: string,
): DepositPreview | undefined {
  const product = depositProductFor(products, form);
  const ratePercent = depositRate(product, form.termMonths);
  const parsed = parseAmount(form.amount, form.currency);
  if (ratePercent === undefined || !form.payoutFrequency || !parsed.ok || parsed.minor === 0) {
    return undefined;
  }
  const projection = projectedInterest({
    principalMinor: parsed.minor,
    annualRatePercent: ratePercent,
    startDate,
    termMonths: form.termMonths,
    payout: form.payoutFrequency,
  });
  return {
    ratePercent,
    interestMinor: projection.totalInterestMinor,
    endDate: projection.endDate.toString(),
  };
}

// The bank's codes that are about one field (openapi: createDepositApplication). The others
// (VALIDATION_FAILED) carry a message that names what is wrong, shown over the form.
const errorFields: Readonly<Record<string, DepositField>> = {
  INSUFFICIENT_FUNDS: 'amount',
};

/** The field a refusal of the bank is about, when its code names one; else the whole form. */
export function depositErrorField(code: string | undefined): DepositField | undefined {
  return code !== undefined && Object.hasOwn(errorFields, code) ? errorFields[code] : undefined;
}
