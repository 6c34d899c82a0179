import { isRedirect } from '@tanstack/react-router';

/** An error that chooses the status code shown on the error page. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** The error page's status: the error's own (HttpError, ApiError, statusCode), else 500. */
export function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

/** Redirects are navigation, not failures: the error page ignores them (PRODUCT 2.1). */
export function isIgnoredError(error: unknown): boolean {
  return isRedirect(error);
}
