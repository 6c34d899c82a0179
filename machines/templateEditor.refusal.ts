/**
 * The bank's refusals of a template, told apart by the field they are about: the server checks
 * the provider's rules with the same codes as the form (domain/payments/fields.ts), and a name
 * the customer already uses is TEMPLATE_NAME_TAKEN.
 */
import { paymentProblems } from '../domain/payments/fields';
import { errorText } from './bank-calls';
import type { TemplateField } from './templateEditor.form';

/** The bank's words, and the field they are about when its code names one. */
export interface TemplateRefusal {
  message: string;
  field?: TemplateField;
}

const fieldOfCode: Record<string, TemplateField> = {
  TEMPLATE_NAME_TAKEN: 'name',
  TEMPLATE_NAME_REQUIRED: 'name',
  TEMPLATE_NAME_TOO_LONG: 'name',
  PHONE_INVALID: 'phone',
  PHONE_PREFIX_NOT_OPERATOR: 'phone',
  SUBSCRIBER_CODE_INVALID: 'subscriberCode',
  PROVIDER_NOT_FOUND: 'providerId',
};

function fieldOf(code: string): TemplateField | undefined {
  if (fieldOfCode[code]) return fieldOfCode[code];
  const isPaymentProblem = (paymentProblems as readonly string[]).includes(code);
  return isPaymentProblem && code.startsWith('AMOUNT_') ? 'amount' : undefined;
}

export function templateRefusal(error: unknown): TemplateRefusal {
  const message = errorText(error);
  const code = (error as { code?: unknown } | null)?.code;
  const field = typeof code === 'string' ? fieldOf(code) : undefined;
  return field ? { message, field } : { message };
}
