/** The bank's one error shape (openapi Error schema), carried with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** After a wrong password or code, the tries the bank still allows (AuthError). */
  readonly attemptsLeft: number | undefined;

  constructor(status: number, body: unknown) {
    const { code, message, attemptsLeft } = (body ?? {}) as {
      code?: string;
      message?: string;
      attemptsLeft?: number;
    };
    // Only the bank's own words: auth shows them with no fallback (PRODUCT 8), other callers add theirs.
    super(message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.attemptsLeft = attemptsLeft;
  }
}

/** Turns an openapi-fetch result into its data, or throws ApiError (for TanStack Query). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as T;
}
