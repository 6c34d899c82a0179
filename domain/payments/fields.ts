/**
 * The rules of a provider's form (PRODUCT 5), as data the provider declares (the contract's
 * PaymentField) and one checker the form and the bank both run: a phone is 9 digits starting
 * with one of the operator's own prefixes; a subscriber code matches the provider's pattern; the
 * amount is within the provider's minimum and maximum and what the source can pay.
 */
import type { components } from '../../openapi/generated/schema';
import { isValidMobilePhone, normalizePhone } from '../loan-application-form';
import { parseTransferAmount } from '../transfers/validation';

export type PaymentField = components['schemas']['PaymentField'];
export type PaymentFieldName = components['schemas']['PaymentFieldName'];
export type PaymentFields = components['schemas']['PaymentFields'];

export const paymentProblems = [
  'FIELD_REQUIRED',
  'PHONE_INVALID',
  'PHONE_PREFIX_NOT_OPERATOR',
  'SUBSCRIBER_CODE_INVALID',
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_PRECISE',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_BELOW_MIN',
  'AMOUNT_ABOVE_MAX',
  'AMOUNT_OVER_BALANCE',
] as const;
export type PaymentProblem = (typeof paymentProblems)[number];

/** A field's value as the contract carries it: a phone as its 9 national digits. */
export function normalizeFieldValue(field: Pick<PaymentField, 'name'>, typed: string): string {
  return field.name === 'phone' ? normalizePhone(typed) : typed.trim().toUpperCase();
}

/** The first rule a (normalized) value breaks, or null. */
export function paymentFieldProblem(field: PaymentField, value: string): PaymentProblem | null {
  if (value === '') return 'FIELD_REQUIRED';
  if (field.name === 'phone') {
    if (!isValidMobilePhone(value)) return 'PHONE_INVALID';
    const prefixes = field.prefixes ?? [];
    return prefixes.some((prefix) => value.startsWith(prefix)) ? null : 'PHONE_PREFIX_NOT_OPERATOR';
  }
  return new RegExp(`^(?:${field.pattern})$`).test(value) ? null : 'SUBSCRIBER_CODE_INVALID';
}

/** Every declared field's problem; a field the provider does not declare is refused too. */
export function paymentFieldsProblems(
  declared: readonly PaymentField[],
  values: PaymentFields,
): Partial<Record<PaymentFieldName, PaymentProblem>> {
  const problems: Partial<Record<PaymentFieldName, PaymentProblem>> = {};
  for (const field of declared) {
    const problem = paymentFieldProblem(field, values[field.name] ?? '');
    if (problem) problems[field.name] = problem;
  }
  for (const name of Object.keys(values) as PaymentFieldName[]) {
    if (!declared.some((field) => field.name === name)) problems[name] = 'FIELD_REQUIRED';
  }
  return problems;
}

export interface PaymentAmountRules {
  minMinor: bigint;
  maxMinor: bigint;
  /** What the source can pay now, when known; the commission is the quote's to add. */
  availableMinor?: bigint;
}

export type ParsedPaymentAmount =
  | { ok: true; minor: bigint }
  | { ok: false; problem: PaymentProblem };

/** PRODUCT 5: an amount in ₼, two decimals at most, within the provider's minimum and maximum. */
export function parsePaymentAmount(
  amount: string | number,
  rules: PaymentAmountRules,
): ParsedPaymentAmount {
  const parsed = parseTransferAmount(amount, 'AZN');
  // parseTransferAmount answers only the AMOUNT_ problems listed above.
  if (!parsed.ok) return { ok: false, problem: parsed.problem as PaymentProblem };
  if (parsed.minor < rules.minMinor) return { ok: false, problem: 'AMOUNT_BELOW_MIN' };
  if (parsed.minor > rules.maxMinor) return { ok: false, problem: 'AMOUNT_ABOVE_MAX' };
  if (rules.availableMinor !== undefined && parsed.minor > rules.availableMinor) {
    return { ok: false, problem: 'AMOUNT_OVER_BALANCE' };
  }
  return parsed;
}
