import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransactions } from '../../server/db/schema';
import { BankError } from '../../server/errors/bank-error';
import { postLedgerTransaction, readBalance, withIdempotency } from '../../server/ledger';
import {
  createCustomer,
  ledgerSnapshot,
  openFundedAccount,
  openTestLedger,
  type TestLedger,
} from './support/ledger';

let ledger: TestLedger;
let customerId: string;
let from: string;
let to: string;
beforeAll(async () => {
  ledger = await openTestLedger();
  customerId = await createCustomer(ledger.db);
  from = await openFundedAccount(ledger, customerId, 10_000n);
  to = await openFundedAccount(ledger, customerId, 0n);
});
afterAll(() => ledger.dispose());

/** What a transfer route would do with its body once it has validated it. */
function transfer(key: string, body: { amount: number }) {
  return withIdempotency(
    ledger.db,
    ledger.clock,
    { scope: customerId, key, fingerprint: { operation: 'transfer', body } },
    async (tx, { reference }) => {
      const booked = await postLedgerTransaction(tx, ledger.clock, {
        kind: 'TRANSFER',
        description: 'Idempotent transfer',
        reference,
        postings: [
          { accountId: from, amount: -BigInt(body.amount), currency: 'AZN' },
          { accountId: to, amount: BigInt(body.amount), currency: 'AZN' },
        ],
      });
      return { status: 201, body: { id: booked.id, amount: body.amount } };
    },
  );
}

async function transactionsWith(key: string) {
  return ledger.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, `${customerId}:${key}`));
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BankError);
  return error as BankError;
}

describe('an idempotency key', () => {
  it('replays the first response to a retry with the same body, moving money once', async () => {
    const first = await transfer('retry-1', { amount: 100 });
    const retry = await transfer('retry-1', { amount: 100 });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await transactionsWith('retry-1')).toHaveLength(1);
  });

  it('refuses the same key with a different body and changes nothing', async () => {
    await transfer('reuse-1', { amount: 100 });
    const before = await ledgerSnapshot(ledger.db);
    const error = await refusal(transfer('reuse-1', { amount: 200 }));
    expect(error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', httpStatus: 422 });
    expect(await ledgerSnapshot(ledger.db)).toEqual(before);
  });

  it('belongs to its scope: another customer may use the same key', async () => {
    const other = await createCustomer(ledger.db, 'Other');
    const result = await withIdempotency(
      ledger.db,
      ledger.clock,
      { scope: other, key: 'retry-1', fingerprint: { something: 'else' } },
      async () => ({ status: 200, body: { ok: true } }),
    );
    expect(result).toEqual({ status: 200, body: { ok: true }, replayed: false });
  });

  it('remembers a refusal of a call that ran, and replays it', async () => {
    const before = await readBalance(ledger.db, from);
    const huge = { amount: Number(before.available) + 1 };
    const first = await refusal(transfer('refused-1', huge));
    expect(first).toMatchObject({ code: 'INSUFFICIENT_FUNDS', httpStatus: 409 });
    const retry = await refusal(transfer('refused-1', huge));
    expect(retry).toMatchObject({ code: 'INSUFFICIENT_FUNDS', httpStatus: 409 });
    const [row] = await ledger.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'refused-1'));
    expect(row?.responseStatus).toBe(409);
    expect(await transactionsWith('refused-1')).toHaveLength(0);
  });

  it('is not remembered when the request failed validation', async () => {
    const invalid = () =>
      withIdempotency(
        ledger.db,
        ledger.clock,
        { scope: customerId, key: 'invalid-1', fingerprint: {} },
        async () => {
          throw new BankError('VALIDATION_FAILED', 400, { field: 'amount' }, 'FIELD_INVALID');
        },
      );
    expect((await refusal(invalid())).httpStatus).toBe(400);
    const rows = await ledger.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'invalid-1'));
    expect(rows).toHaveLength(0);
    // The corrected request may reuse the key.
    expect(await transfer('invalid-1', { amount: 5 })).toMatchObject({
      status: 201,
      replayed: false,
    });
  });

  it('is not remembered when the call failed unexpectedly, so a retry runs afresh', async () => {
    const failing = withIdempotency(
      ledger.db,
      ledger.clock,
      { scope: customerId, key: 'crash-1', fingerprint: { amount: 7 } },
      async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('connection lost');
      },
    );
    await expect(failing).rejects.toThrow('connection lost');
    expect(await transfer('crash-1', { amount: 7 })).toMatchObject({ replayed: false });
  });

  it.each(['', 'has space', 'x'.repeat(256)])(
    'must be 1–255 printable characters: %j',
    async (key) => {
      const error = await refusal(transfer(key, { amount: 1 }));
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        messageKey: 'IDEMPOTENCY_KEY_INVALID',
      });
    },
  );

  it('sent twice at once makes one movement (one connection: the second waits)', async () => {
    const results = await Promise.all([
      transfer('twice-1', { amount: 3 }),
      transfer('twice-1', { amount: 3 }),
    ]);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(await transactionsWith('twice-1')).toHaveLength(1);
  });
});
