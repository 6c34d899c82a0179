/**
 * The bank's refusals of cash by code, told apart: the field a refusal is about (it stands under
 * that field), an expired quote (priced again), and an order that can no longer be confirmed.
 */
import { errorText } from './bank-calls';
import type { CashCodeField } from './cashCode.draft';

export interface CashCodeRefusal {
  message: string;
  field?: CashCodeField;
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

// The contract's CashCodeRefusal codes that name a field of the form.
const fields: Record<string, CashCodeField> = {
  AMOUNT_REQUIRED: 'amount',
  AMOUNT_INVALID: 'amount',
  AMOUNT_NOT_POSITIVE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  CASH_AMOUNT_NOT_MULTIPLE: 'amount',
  CASH_AMOUNT_BELOW_MINIMUM: 'amount',
  CASH_AMOUNT_TOO_LARGE: 'amount',
  AMOUNT_OVER_BALANCE: 'amount',
  CASH_SOURCE_NOT_AZN: 'from',
  CARD_BLOCKED: 'from',
  CARD_EXPIRED: 'from',
  SOURCE_NOT_FOUND: 'from',
};

export function cashCodeRefusal(error: unknown): CashCodeRefusal {
  const message = errorText(error);
  const field = fields[codeOf(error) ?? ''];
  return field ? { message, field } : { message };
}

/** createCashCode's 409 QUOTE_EXPIRED: the figures must be priced again. */
export const isQuoteExpired = (error: unknown) => codeOf(error) === 'QUOTE_EXPIRED';

// The one-time code can confirm nothing more: the bank canceled the order with it.
const closingCodes = new Set(['OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'OTP_SESSION_INVALID']);

/** The order no longer waits for its code, or the money is gone (409): the dialog fails. */
export const isOrderClosed = (error: unknown) =>
  statusOf(error) === 409 || closingCodes.has(codeOf(error) ?? '');
