/**
 * Handlers typed from the contract's `paths`: a path the contract lacks, a body of the wrong
 * shape or a status it does not declare is a compile error (openapi-msw over MSW).
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../openapi/generated/schema';

export const http = createOpenApiHttp<paths>();

/** Marks an answer that is not the bank's, so the contract does not apply to it. */
export const notTheBankHeader = 'X-Fake-Bank-Not-The-Bank';

/**
 * What a gateway in front of the bank answers when the bank cannot: any status, with an empty
 * body or a JSON one such as `{}`. The app must cope with these too, so tests send them; a
 * handler returns it through openapi-msw's `response.untyped`.
 */
export function gatewayAnswer(status: number, json?: object): HttpResponse<string> {
  const headers: Record<string, string> = { [notTheBankHeader]: 'gateway' };
  if (json) headers['Content-Type'] = 'application/json';
  return new HttpResponse(json ? JSON.stringify(json) : '', { status, headers });
}
