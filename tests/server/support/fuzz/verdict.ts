/**
 * What every answer to a fuzz case must be: never a server error, and a refusal (4xx) always in
 * the bank's one error shape, `{ code, message }` and nothing else (components.schemas.Error)
 * but a wrong password's or code's `attemptsLeft` (AuthError), as JSON. Returns what is wrong,
 * or undefined.
 */
import type { LightMyRequestResponse } from 'fastify';

export function problemOf(response: LightMyRequestResponse): string | undefined {
  const { statusCode: status } = response;
  if (status >= 500) return `answered ${status}: ${excerpt(response.body)}`;
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return `answered ${status} as ${type || 'no content type'}: ${excerpt(response.body)}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${excerpt(response.body)}`;
  }
  return isBankError(body)
    ? undefined
    : `answered ${status} off the bank's shape: ${excerpt(response.body)}`;
}

export function isBankError(body: unknown): body is { code: string; message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const { code, message, attemptsLeft, ...rest } = body as Record<string, unknown>;
  return (
    (attemptsLeft === undefined || (Number.isInteger(attemptsLeft) && Number(attemptsLeft) > 0)) &&
    typeof code === 'string' &&
    code !== '' &&
    typeof message === 'string' &&
    message !== '' &&
    Object.keys(rest).length === 0
  );
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
