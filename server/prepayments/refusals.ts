/**
 * PRODUCT 8's prepayment catalogue as refusals: every answer of a prepayment call that is not a
 * success carries one of the contract's PrepaymentErrorCode, the specific reason (which field,
 * which rule) staying in the message.
 */
import type { components } from '../../openapi/generated/schema';
import { BankError } from '../errors/bank-error';
import type { MessageKey, MessageParams } from '../i18n';

type PrepaymentErrorCode = components['schemas']['PrepaymentErrorCode'];

export function refusal(
  code: PrepaymentErrorCode,
  httpStatus: number,
  messageKey: MessageKey = code,
  params: MessageParams = {},
): BankError {
  return new BankError(code, httpStatus, params, messageKey);
}

export const prepaymentNotFound = () => refusal('PREPAYMENT_NOT_FOUND', 404);

/** A client data error: the loan is unknown, the amount missing, the money not there. */
export const invalidRequest = (status: number, messageKey: MessageKey, params?: MessageParams) =>
  refusal('PREPAYMENT_VALIDATION', status, messageKey, params);

/**
 * What any other failure of a prepayment call becomes: a refusal keeps its status and message
 * under PREPAYMENT_VALIDATION (a field the contract refused, a reused Idempotency-Key), and
 * an unexpected failure is PREPAYMENT_UNEXPECTED. The caller's sign-in and rate limits keep
 * their own codes, as on every call.
 */
export function asPrepaymentRefusal(error: BankError): BankError {
  if (error.code.startsWith('PREPAYMENT_')) return error;
  if (error.httpStatus === 401 || error.httpStatus === 429) return error;
  if (error.httpStatus >= 500) return refusal('PREPAYMENT_UNEXPECTED', error.httpStatus);
  return new BankError(
    'PREPAYMENT_VALIDATION',
    error.httpStatus,
    error.params,
    error.messageKey,
    error.headers,
  );
}
