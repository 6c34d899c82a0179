import type { MessageKey, MessageParams } from '../i18n';

/**
 * A refusal the bank means to give: a stable code, the HTTP status, and the parameters of its
 * message. The message itself is rendered in the caller's language when the error is sent.
 */
export class BankError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly httpStatus: number,
    readonly params: MessageParams = {},
    /** Which text explains it, when one code has several (e.g. which field failed). */
    readonly messageKey: MessageKey = code,
    /** Response headers that belong to the refusal, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields the contract adds to this refusal's body, e.g. attemptsLeft (AuthError). */
    readonly details: Readonly<Record<string, number | string>> = {},
  ) {
    super(code);
    this.name = 'BankError';
  }
}
