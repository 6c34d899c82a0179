/**
 * The template editor's form (PRODUCT 3 "Payment template": name, category, operator, phone
 * number, subscriber code): what the customer types, its problems by the provider's declared
 * rules (domain/payments/fields.ts, the checker the bank runs too), the request the bank is sent,
 * and the form a saved template or a made payment starts it with.
 */

import { amountToMinor, toDecimalString } from '../domain/money';
import {
  normalizeFieldValue,
  type PaymentFieldName,
  type PaymentFields,
  type PaymentProblem,
  parsePaymentAmount,
  paymentFieldProblem,
} from '../domain/payments/fields';
import type { components } from '../openapi/generated/schema';

type Schemas = components['schemas'];
export type PaymentCategory = Schemas['PaymentCategory'];
export type PaymentCategoryGroup = Schemas['PaymentCategoryGroup'];
export type PaymentProvider = Schemas['PaymentProvider'];
export type PaymentTemplate = Schemas['PaymentTemplate'];
export type PaymentTemplateRequest = Schemas['PaymentTemplateRequest'];
export type Payment = Schemas['Payment'];

/** Unique per customer, at most this long (the contract's TemplateName). */
export const templateNameMaxLength = 40;

/** What the customer types and picks, as typed; the request is built from it when sent. */
export interface TemplateForm {
  name: string;
  category: PaymentCategory | null;
  providerId: string;
  /** Each declared field's value as typed, kept across providers that declare it too. */
  fields: Partial<Record<PaymentFieldName, string>>;
  /** The usual amount in ₼, or '' to ask each time. */
  amount: string;
}

export const emptyTemplateForm: TemplateForm = {
  name: '',
  category: null,
  providerId: '',
  fields: {},
  amount: '',
};

export type TemplateField = 'name' | 'category' | 'providerId' | PaymentFieldName | 'amount';
export type TemplateProblem =
  | PaymentProblem
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'CATEGORY_REQUIRED'
  | 'PROVIDER_REQUIRED';
export type TemplateProblems = Partial<Record<TemplateField, TemplateProblem>>;

const minor = (amount: number) => BigInt(amountToMinor(amount, 'AZN') ?? 0);

/** The form's problems, field by field; a provider's own fields once its form is known. */
export function templateFormProblems(
  form: TemplateForm,
  provider: PaymentProvider | null,
): TemplateProblems {
  const problems: TemplateProblems = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'NAME_REQUIRED';
  else if (name.length > templateNameMaxLength) problems.name = 'NAME_TOO_LONG';
  if (!form.category) problems.category = 'CATEGORY_REQUIRED';
  else if (!form.providerId) problems.providerId = 'PROVIDER_REQUIRED';
  if (!provider || provider.id !== form.providerId) return problems;
  for (const field of provider.fields) {
    const problem = paymentFieldProblem(
      field,
      normalizeFieldValue(field, form.fields[field.name] ?? ''),
    );
    if (problem) problems[field.name] = problem;
  }
  if (form.amount.trim() !== '') {
    const rules = { minMinor: minor(provider.minAmount), maxMinor: minor(provider.maxAmount) };
    const parsed = parsePaymentAmount(form.amount, rules);
    if (!parsed.ok) problems.amount = parsed.problem;
  }
  return problems;
}

/** The template the bank is asked to save, or undefined while anything is wrong. */
export function templateRequest(
  form: TemplateForm,
  provider: PaymentProvider | null,
): PaymentTemplateRequest | undefined {
  if (!provider || Object.keys(templateFormProblems(form, provider)).length > 0) return undefined;
  const fields: PaymentFields = {};
  for (const field of provider.fields) {
    fields[field.name] = normalizeFieldValue(field, form.fields[field.name] ?? '');
  }
  const parsed =
    form.amount.trim() === ''
      ? undefined
      : parsePaymentAmount(form.amount, {
          minMinor: minor(provider.minAmount),
          maxMinor: minor(provider.maxAmount),
        });
  const amount = parsed?.ok ? Number(toDecimalString(Number(parsed.minor), 'AZN')) : null;
  return { name: form.name.trim(), providerId: provider.id, fields, amount };
}

/** The providers of the chosen category, as /payments lists them. */
export function providersOf(categories: readonly PaymentCategoryGroup[], category: string | null) {
  return categories.find((group) => group.category === category)?.providers ?? [];
}

const amountText = (amount: number | null) =>
  amount === null ? '' : toDecimalString(amountToMinor(amount, 'AZN') ?? 0, 'AZN');

/** A saved template, as the form edits it. */
export function formOfTemplate(template: PaymentTemplate): TemplateForm {
  return {
    name: template.name,
    category: template.provider.category,
    providerId: template.provider.id,
    fields: { ...template.fields },
    amount: amountText(template.amount),
  };
}

/**
 * A made payment as a new template: its provider, what the customer typed and the amount, and a
 * name the customer can keep: the provider and the subscriber as the payment shows it.
 */
export function formOfPayment(payment: Payment, provider: PaymentProvider): TemplateForm {
  const fields: TemplateForm['fields'] = {};
  for (const field of provider.fields) {
    const typed = payment.fields[field.name];
    if (typed !== undefined) fields[field.name] = typed;
  }
  const name = `${payment.provider.name} ${payment.subscriber.display}`
    .slice(0, templateNameMaxLength)
    .trim();
  return {
    name,
    category: payment.provider.category,
    providerId: payment.provider.id,
    fields,
    amount: amountText(payment.amount),
  };
}
