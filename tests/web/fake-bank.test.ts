/** The fake bank keeps the contract: its answers are checked, and the unset ones are 404. */
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeBank } from '../fake-bank';
import { answerProblem } from '../fake-bank/contract-check';
import { visaClassic } from '../fake-bank/fixtures/cards';

const bank = (path: string, method = 'GET') =>
  new Request(`${window.location.origin}${path}`, { method });
const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

describe('the contract check of the answers', () => {
  it('passes an answer of the contract, error statuses in the error shape', async () => {
    expect(await answerProblem(bank('/api/v1/cards'), json([visaClassic]))).toBeUndefined();
    const refusal = json({ code: 'CONFLICT', message: 'No' }, 409);
    expect(await answerProblem(bank('/api/v1/cards/c-1/block', 'POST'), refusal)).toBeUndefined();
  });

  it('names the operation, the status and what is off', async () => {
    const { name: _name, ...nameless } = visaClassic;
    expect(await answerProblem(bank('/api/v1/cards'), json([nameless]))).toBe(
      "listCards answered 200 off contract: /0 must have required property 'name'",
    );
    expect(await answerProblem(bank('/api/v1/cards'), json({}, 500))).toMatch(
      /^listCards answered 500 off contract: .*'code'/,
    );
  });

  it('checks a file by its media type, an empty answer and an unlisted status', async () => {
    const statement = bank('/api/v1/accounts/acc-1/statement');
    expect(await answerProblem(statement, json('%PDF-'))).toBe(
      'getAccountStatement answered 200 off contract: the content type is application/json, not application/pdf',
    );
    const removal = bank(
      '/api/loan-applications/v1/loan-applications/a/refinancing-documents/d',
      'DELETE',
    );
    expect(await answerProblem(removal, new Response(null, { status: 204 }))).toBeUndefined();
    // A status the operation does not list falls to its `default`: the error shape.
    expect(await answerProblem(bank('/api/v1/cards'), json([], 201))).toBe(
      'listCards answered 201 off contract: (body) must be object',
    );
  });

  it('refuses a path the contract lacks', async () => {
    expect(await answerProblem(bank('/api/v1/unknown'), json({}))).toBe(
      'GET /api/v1/unknown is not in the contract',
    );
  });
});

describe('a call nothing was set up for', () => {
  it("gets the bank's 404 and is logged", async () => {
    const answer = await fetch(`${window.location.origin}/api/v1/loans?from=x`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(fakeBank.calls().map(({ line }) => line)).toEqual(['GET /api/v1/loans?from=x']);
  });
});
