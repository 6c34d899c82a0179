/**
 * A quote's refusals: a 400 whose code is the form's own problem code (domain/transfers/
 * validation.ts) or one that names its field the same way, so the app shows the bank's message
 * under that field.
 */
import { type TransferFieldErrors, transferFields } from '../../../domain/transfers/validation';
import { BankError } from '../../errors/bank-error';
import type { MessageKey, MessageParams } from '../../i18n';

export function fieldRefusal(code: MessageKey, params: MessageParams = {}): BankError {
  // PHONE_INVALID's own text is about 9 or 12 digits; a transfer's number fails on its prefix.
  return new BankError(code, 400, params, code === 'PHONE_INVALID' ? 'MOBILE_PHONE_INVALID' : code);
}

/** The refusal of the first field (in the form's order) that has a problem. */
export function firstFieldRefusal(errors: TransferFieldErrors): BankError | undefined {
  for (const field of transferFields) {
    const problem = errors[field];
    if (problem) return fieldRefusal(problem);
  }
  return undefined;
}
