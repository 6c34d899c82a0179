/**
 * The fake bank's life in a test file: MSW's node server intercepts every request, logs it,
 * and checks each answer against the contract. The bank's calendar is answered by the test's
 * clock; any other call the test set up no answer for gets the bank's 404; a path the contract
 * lacks fails the test (the app must not call it).
 */
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { clearCalls, recordCall } from './call-log';
import { answerProblem, operationOf } from './contract-check';
import { notFound } from './fixtures/errors';
import { bankCalendarOf } from './handlers/calendar';
import { http, notTheBankHeader } from './http';

const problems: string[] = [];
const checks = new Set<Promise<void>>();

const nothingSetUp = http.untyped.all('*', ({ request }) => {
  if (operationOf(request.method, new URL(request.url).pathname)) {
    return HttpResponse.json(notFound, { status: 404 });
  }
  problems.push(`${request.method} ${request.url} was called, but it is not in the contract`);
  return HttpResponse.error();
});

const server = setupServer(bankCalendarOf(), nothingSetUp);

/** Answers with these handlers first, until the end of the test. */
export function addHandlers(...handlers: RequestHandler[]): void {
  server.use(...handlers);
}

export function openFakeBank(): void {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => recordCall(request));
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.has(notTheBankHeader)) return;
    const check = answerProblem(request, response).then((problem) => {
      if (problem) problems.push(problem);
    });
    checks.add(check);
    void check.finally(() => checks.delete(check));
  });
}

/** After each test: the answers checked, the test's handlers and calls forgotten. */
export async function settleFakeBank(): Promise<void> {
  await Promise.all(checks);
  server.resetHandlers();
  clearCalls();
  const found = problems.splice(0);
  if (found.length > 0) {
    throw new Error(`The fake bank broke the contract:\n${found.join('\n')}`);
  }
}

export function closeFakeBank(): void {
  server.close();
}
