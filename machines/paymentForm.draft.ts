/**
 * The provider payment form's fields and what the provider and the customer's sources allow in
 * them (PRODUCT 2.3 "provider forms", 5): the values as typed, the sources that may pay (AZN
 * current accounts and cards the bank lists as usable), each field's problem by the provider's
 * own rules (domain/payments/fields.ts, the checker the bank runs too) and the request priced.
 */
import { amountToMinor, toDecimalString } from '../domain/money';
import {
  normalizeFieldValue,
  type PaymentField,
  type PaymentFieldName,
  type PaymentFields,
  type PaymentProblem,
  parsePaymentAmount,
  paymentFieldProblem,
} from '../domain/payments/fields';
import { parseTransferAmount } from '../domain/transfers/validation';
import type { components } from '../openapi/generated/schema';
import { chosenSource, initialSource } from './movement/manat-sources';

type Schemas = components['schemas'];
export type PaymentProvider = Schemas['PaymentProvider'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type PaymentSubscriber = Schemas['PaymentSubscriber'];
export type { PaymentFieldName, PaymentProblem };

/** What the customer types and picks, as typed. */
export interface PaymentForm {
  /** The account or card the money leaves. */
  from: string;
  fields: Partial<Record<PaymentFieldName, string>>;
  amount: string;
}

/** Every field the form can name: the provider's own, the source and the amount. */
export type PaymentFormField = PaymentFieldName | 'from' | 'amount';

/** What the chart starts from: the provider's declaration, the sources, a template's values. */
export interface PaymentFormInput {
  provider: PaymentProvider;
  methods: PaymentMethod[];
  /** listPaymentMethods' default, pre-selected when it may pay. */
  defaultProductId: string | null;
  /** A template's fields and amount: the form is sent to be priced as soon as it is complete. */
  prefill?: { fields: PaymentFields; amount: number | null } | null;
}

/** An amount in ₼ as the form shows it: 12.5 → "12.50". */
export const amountText = (amount: number): string =>
  toDecimalString(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

export function formOf(input: PaymentFormInput): PaymentForm {
  const fields: PaymentForm['fields'] = {};
  for (const field of input.provider.fields) {
    fields[field.name] = input.prefill?.fields[field.name] ?? '';
  }
  const amount = input.prefill?.amount;
  return {
    from: initialSource(input.methods, input.defaultProductId),
    fields,
    amount: amount == null ? '' : amountText(amount),
  };
}

/** The field's value as the bank takes it (a phone's 9 digits, a code in capitals). */
export const fieldValue = (field: PaymentField, form: PaymentForm) =>
  normalizeFieldValue(field, form.fields[field.name] ?? '');

const minor = (amount: number) => BigInt(amountToMinor(amount, 'AZN') ?? 0);

/** What is wrong with the form, field by field, by the rules the bank applies too. */
export function formProblems(
  provider: PaymentProvider,
  methods: readonly PaymentMethod[],
  form: PaymentForm,
): Partial<Record<PaymentFormField, PaymentProblem | 'FROM_REQUIRED'>> {
  const problems: Partial<Record<PaymentFormField, PaymentProblem | 'FROM_REQUIRED'>> = {};
  for (const field of provider.fields) {
    const problem = paymentFieldProblem(field, fieldValue(field, form));
    if (problem) problems[field.name] = problem;
  }
  const source = chosenSource(methods, form.from);
  if (!source) problems.from = 'FROM_REQUIRED';
  const amount = parsePaymentAmount(form.amount, {
    minMinor: minor(provider.minAmount),
    maxMinor: minor(provider.maxAmount),
    ...(source ? { availableMinor: minor(source.available) } : {}),
  });
  if (!amount.ok) problems.amount = amount.problem;
  return problems;
}

/** The subscriber code (or phone) the provider is asked about, once it is valid; else null. */
export function lookupKey(provider: PaymentProvider, form: PaymentForm): string | null {
  if (!provider.debtLookup) return null;
  const values = provider.fields.map((field) => [field, fieldValue(field, form)] as const);
  if (values.some(([field, value]) => paymentFieldProblem(field, value) !== null)) return null;
  return values.map(([, value]) => value).join('/');
}

/** The provider's fields as the contract carries them. */
export function paymentFields(provider: PaymentProvider, form: PaymentForm): PaymentFields {
  return Object.fromEntries(
    provider.fields.map((field) => [field.name, fieldValue(field, form)]),
  ) as PaymentFields;
}

/** The would-be payment the bank prices (quotePayment), or undefined while anything is wrong. */
export function paymentRequest(
  provider: PaymentProvider,
  methods: readonly PaymentMethod[],
  form: PaymentForm,
): PaymentRequest | undefined {
  if (Object.keys(formProblems(provider, methods, form)).length > 0) return undefined;
  const amount = parseTransferAmount(form.amount, 'AZN');
  if (!amount.ok) return undefined;
  return {
    providerId: provider.id,
    from: { productId: form.from },
    fields: paymentFields(provider, form),
    amount: Number(toDecimalString(Number(amount.minor), 'AZN')),
  };
}
