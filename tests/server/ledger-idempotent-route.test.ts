/** The Idempotency-Key header as a money-moving route will use it, on a minimal app. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../server/errors/handlers';
import { answerIdempotently, postLedgerTransaction, readBalance } from '../../server/ledger';
import {
  createCustomer,
  openFundedAccount,
  openTestLedger,
  type TestLedger,
} from './support/ledger';

let ledger: TestLedger;
let app: FastifyInstance;
let from: string;
let to: string;
beforeAll(async () => {
  ledger = await openTestLedger();
  const customerId = await createCustomer(ledger.db);
  from = await openFundedAccount(ledger, customerId, 1_000n);
  to = await openFundedAccount(ledger, customerId, 0n);
  app = Fastify({ logger: false });
  installErrorHandler(app);
  app.post<{ Body: { amount: number } }>('/transfers', (request, reply) =>
    answerIdempotently(request, reply, ledger, {
      scope: customerId,
      fingerprint: { operation: 'transfer', body: request.body },
      operation: async (tx, { reference }) => {
        const amount = BigInt(request.body.amount);
        const booked = await postLedgerTransaction(tx, ledger.clock, {
          kind: 'TRANSFER',
          description: 'Route test',
          reference,
          postings: [
            { accountId: from, amount: -amount, currency: 'AZN' },
            { accountId: to, amount, currency: 'AZN' },
          ],
        });
        return { status: 201, body: { id: booked.id } };
      },
    }),
  );
});
afterAll(async () => {
  await app.close();
  await ledger.dispose();
});

const send = (amount: number, key?: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/transfers',
    headers: { 'accept-language': language, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });

describe('a money-moving route with an Idempotency-Key header', () => {
  it('answers a retry with the first response, marked as replayed', async () => {
    const first = await send(100, 'key-1');
    const retry = await send(100, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await readBalance(ledger.db, to)).balance).toBe(100n);
  });

  it.each([
    [
      'az',
      'Bu Idempotency-Key artıq başqa parametrli sorğu üçün istifadə olunub. Yeni açar istifadə edin.',
    ],
    [
      'ru',
      'Этот Idempotency-Key уже использован для запроса с другими параметрами. Используйте новый ключ.',
    ],
    [
      'en',
      'This Idempotency-Key was already used for a request with different parameters. Use a new key.',
    ],
  ])('refuses the key with another body, in %s', async (language, message) => {
    const response = await send(200, 'key-1', language);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message });
  });

  it('replays a refusal in the language of the retry', async () => {
    expect((await send(5_000, 'key-2', 'en')).json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'There are not enough funds in the account.',
    });
    const retry = await send(5_000, 'key-2', 'ru');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'На счёте недостаточно средств.',
    });
  });

  it('moves money each time without a key', async () => {
    await send(1);
    await send(1);
    expect((await readBalance(ledger.db, to)).balance).toBe(102n);
  });

  it('refuses a malformed key', async () => {
    const response = await send(1, 'x'.repeat(256));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
