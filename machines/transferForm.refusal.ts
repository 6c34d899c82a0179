/**
 * The bank's refusals of a transfer, told apart: which field a refusal is about (it then stands
 * under that field), an expired quote (priced again, never silently), and a transfer that can no
 * longer be confirmed.
 */
import type { TransferField, TransferProblem } from '../domain/transfers/validation';
import { errorText } from './bank-calls';
import type { Recipient } from './transferForm.draft';

/** The bank's words, and the field they are about when its code names one. */
export interface TransferRefusal {
  message: string;
  field?: TransferField;
}

// The server checks the form's own rules again and answers with the same codes.
const problemFields: Record<TransferProblem, TransferField | 'recipient'> = {
  FROM_REQUIRED: 'from',
  TO_REQUIRED: 'to',
  SAME_PRODUCT: 'recipient',
  AMOUNT_REQUIRED: 'amount',
  AMOUNT_INVALID: 'amount',
  AMOUNT_NOT_POSITIVE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  AMOUNT_TOO_LARGE: 'amount',
  AMOUNT_OVER_BALANCE: 'amount',
  IBAN_REQUIRED: 'iban',
  IBAN_INVALID: 'iban',
  CARD_NUMBER_REQUIRED: 'cardNumber',
  CARD_NUMBER_INVALID: 'cardNumber',
  PHONE_REQUIRED: 'phone',
  PHONE_INVALID: 'phone',
  RECEIVER_NAME_REQUIRED: 'receiverName',
  RECEIVER_NAME_TOO_LONG: 'receiverName',
  TAX_ID_INVALID: 'taxId',
  COMMENT_TOO_LONG: 'comment',
};

// What only the bank can tell: the money, the limits, the cards and the receiver.
const bankFields: Record<string, TransferField | 'recipient'> = {
  AMOUNT_TOO_SMALL: 'amount',
  INSUFFICIENT_FUNDS: 'amount',
  IPS_AMOUNT_TOO_LARGE: 'amount',
  TRANSFER_LIMIT_EXCEEDED: 'amount',
  TRANSFER_DAILY_LIMIT_EXCEEDED: 'amount',
  TRANSFER_MONTHLY_LIMIT_EXCEEDED: 'amount',
  CARD_BLOCKED: 'from',
  CARD_ONLINE_PAYMENTS_OFF: 'from',
  CARD_ONLINE_LIMIT_EXCEEDED: 'amount',
  SOURCE_NOT_FOUND: 'from',
  FROM_MUST_BE_ACCOUNT: 'from',
  FROM_MUST_BE_CARD: 'from',
  TO_MUST_BE_ACCOUNT: 'recipient',
  TO_MUST_BE_CARD: 'recipient',
  CARD_CANNOT_RECEIVE: 'recipient',
  DESTINATION_CARD_BLOCKED: 'recipient',
  DESTINATION_CARD_EXPIRED: 'recipient',
  RECIPIENT_NOT_FOUND: 'recipient',
  BANK_NOT_FOUND: 'recipient',
};

/** The field a receiver named this way is typed in. */
const recipientFields: Record<Recipient, TransferField> = {
  OWN: 'to',
  IBAN: 'iban',
  CARD: 'cardNumber',
  PHONE: 'phone',
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** A refusal of the form: on the field its code names (as the customer named the receiver). */
export function transferRefusal(error: unknown, recipient: Recipient): TransferRefusal {
  const message = errorText(error);
  const code = codeOf(error) ?? '';
  const named = problemFields[code as TransferProblem] ?? bankFields[code];
  if (!named) return { message };
  return { message, field: named === 'recipient' ? recipientFields[recipient] : named };
}

/** createTransfer's 409 QUOTE_EXPIRED: the rate and the figures must be priced again. */
export const isQuoteExpired = (error: unknown) => codeOf(error) === 'QUOTE_EXPIRED';

// The code can no longer confirm anything: the bank canceled the transfer with it.
const closingCodes = new Set(['OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'OTP_SESSION_INVALID']);

/**
 * The transfer no longer waits for its code: the code expired or was mistyped too often (the
 * bank canceled the transfer), or the transfer moved on (409). Typing another code cannot help.
 */
export const isTransferClosed = (error: unknown) =>
  statusOf(error) === 409 || closingCodes.has(codeOf(error) ?? '');
