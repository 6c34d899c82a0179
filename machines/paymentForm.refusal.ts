/**
 * The bank's refusals of a payment, told apart: the field a refusal is about (it then stands
 * under that field, in the form's own words when it is one of the provider's rules), a provider
 * that does not answer, an expired quote, and a payment that can no longer be confirmed.
 */
import { type PaymentProblem, paymentProblems } from '../domain/payments/fields';
import { errorText } from './bank-calls';
import type { PaymentFormField, PaymentProvider } from './paymentForm.draft';

/** The bank's words, the field they are about, and the rule broken when the form knows it. */
export interface PaymentRefusal {
  message: string;
  field?: PaymentFormField;
  problem?: PaymentProblem;
  /** 503 PROVIDER_UNAVAILABLE: the provider did not answer; nothing was charged. */
  unavailable?: boolean;
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

const amountProblems = new Set<string>(paymentProblems.filter((p) => p.startsWith('AMOUNT_')));

// What only the bank can tell: the money and the source.
const bankFields: Record<string, PaymentFormField> = {
  INSUFFICIENT_FUNDS: 'amount',
  CARD_BLOCKED: 'from',
  CARD_EXPIRED: 'from',
  CARD_ONLINE_DISABLED: 'from',
  CARD_LIMIT_EXCEEDED: 'amount',
  SOURCE_NOT_FOUND: 'from',
  FROM_REQUIRED: 'from',
};

/** The provider's field a refusal about the subscriber stands under (its first field). */
const subscriberField = (provider: PaymentProvider): PaymentFormField =>
  provider.fields[0]?.name ?? 'subscriberCode';

/** A refusal of the form or of the lookup: on the field its code names. */
export function paymentRefusal(error: unknown, provider: PaymentProvider): PaymentRefusal {
  const message = errorText(error);
  const code = codeOf(error) ?? '';
  if (code === 'PROVIDER_UNAVAILABLE' || statusOf(error) === 503) {
    return { message, unavailable: true };
  }
  if ((paymentProblems as readonly string[]).includes(code)) {
    const problem = code as PaymentProblem;
    const field = amountProblems.has(code)
      ? 'amount'
      : code === 'PHONE_INVALID' || code === 'PHONE_PREFIX_NOT_OPERATOR'
        ? 'phone'
        : code === 'SUBSCRIBER_CODE_INVALID'
          ? 'subscriberCode'
          : subscriberField(provider);
    return { message, field, problem };
  }
  if (code === 'SUBSCRIBER_NOT_FOUND') return { message, field: subscriberField(provider) };
  const field = bankFields[code];
  return field ? { message, field } : { message };
}

/** createPayment's 409 QUOTE_EXPIRED: the figures must be priced again. */
export const isQuoteExpired = (error: unknown) => codeOf(error) === 'QUOTE_EXPIRED';

// The code can no longer confirm anything: the bank canceled the payment with it.
const closingCodes = new Set(['OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'OTP_SESSION_INVALID']);

/** The payment no longer waits for its code (canceled by the bank, or moved on: 409). */
export const isPaymentClosed = (error: unknown) =>
  statusOf(error) === 409 || closingCodes.has(codeOf(error) ?? '');
