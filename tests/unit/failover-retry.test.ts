/**
 * The web app through a database failover (issue 19): a read, or a write with its
 * Idempotency-Key, is sent again, the same, while the bank answers 503 DATABASE_UNAVAILABLE, for
 * as long as the patience lasts; a write without a key, and any other error, reaches the caller.
 */
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '../../openapi/generated/schema';
import { failoverPatienceMs, failoverRetryMiddleware } from '../../src/shared/api/failover';

const unavailable = () =>
  Response.json(
    { code: 'DATABASE_UNAVAILABLE', message: 'Try again' },
    { status: 503, headers: { 'Retry-After': '1' } },
  );
const executed = () => Response.json({ id: 't-1', status: 'EXECUTED' }, { status: 201 });

/** A bank that answers each call with the next of `answers`, and a clock the waits move. */
function bankThatAnswers(answers: Array<() => Response>) {
  const sent: Array<{ method: string; key: string | null; body: string }> = [];
  let clock = 0;
  const waits: number[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    sent.push({
      method: request.method,
      key: request.headers.get('Idempotency-Key'),
      body: await request.text(),
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    return (answer as () => Response)();
  };
  const client = createClient<paths>({ baseUrl: 'http://bank.test', fetch });
  client.use(
    failoverRetryMiddleware({
      fetch,
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    }),
  );
  return { client, sent, waits };
}

const transfer = { quoteId: 'q-1' };

function postTransfer(client: ReturnType<typeof bankThatAnswers>['client'], key?: string) {
  return client.POST('/api/v1/transfers', {
    body: transfer,
    params: { header: key ? { 'Idempotency-Key': key } : {} },
  });
}

describe('through a failover', () => {
  it('sends a write with its Idempotency-Key again, the same, until the bank takes it', async () => {
    const { client, sent, waits } = bankThatAnswers([unavailable, unavailable, executed]);
    const { response } = await postTransfer(client, 'key-1');
    expect(response.status).toBe(201);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((call) => `${call.method} ${call.key} ${call.body}`))).toEqual(
      new Set([`POST key-1 ${JSON.stringify(transfer)}`]),
    );
    expect(waits).toEqual([1000, 1000]);
  });

  it('asks a read again', async () => {
    const { client, sent } = bankThatAnswers([unavailable, () => Response.json([])]);
    const { response } = await client.GET('/api/v1/accounts');
    expect(response.status).toBe(200);
    expect(sent.map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('never sends a write without a key again: it may have been booked', async () => {
    const { client, sent } = bankThatAnswers([unavailable, executed]);
    const { response, error } = await postTransfer(client);
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(sent).toHaveLength(1);
  });

  it('gives the 503 to the caller once its patience has passed', async () => {
    const { client, sent, waits } = bankThatAnswers([unavailable]);
    const { response } = await postTransfer(client, 'key-2');
    expect(response.status).toBe(503);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(failoverPatienceMs);
    expect(sent).toHaveLength(failoverPatienceMs / 1000 + 1);
  });

  it('leaves every other answer alone, a 503 of another kind too', async () => {
    const otherOutage = () =>
      Response.json({ code: 'MAINTENANCE', message: 'Later' }, { status: 503 });
    for (const answer of [otherOutage, () => Response.json({ code: 'X' }, { status: 500 })]) {
      const { client, sent } = bankThatAnswers([answer, executed]);
      const { response } = await postTransfer(client, 'key-3');
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(sent).toHaveLength(1);
    }
  });
});
