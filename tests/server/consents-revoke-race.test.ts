/**
 * THE CONCURRENCY RULE of consents (issue 18): a revoke takes effect at once; the third party's
 * next read is refused, including a read in flight when the revoke commits; a revoked consent
 * is never revived. Many reads and one revoke at once (both engines), and on PostgreSQL a read
 * made to wait behind an uncommitted revoke on another connection, as another server process.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { accountConsents, consentAccessLog } from '../../server/db/schema';
import { rowsOf } from '../../server/ledger/db';
import type { TestBank } from './support/bank';
import { consentRequest, psd2, revoke, validConsent } from './support/consents';
import { postAs, startTwoCustomerBank, type TransferCustomer } from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;

beforeAll(async () => {
  ({ bank, leyla } = await startTwoCustomerBank());
});
afterAll(async () => {
  await bank?.close();
});

const readBalances = (consentId: string) =>
  psd2(bank, 'GET', `/psd2/v1/accounts/${leyla.azn.id}/balances`, { consentId, attended: true });

async function statusOf(id: string) {
  const [row] = await bank.database.db
    .select({ status: accountConsents.status })
    .from(accountConsents)
    .where(eq(accountConsents.id, id));
  return row?.status;
}

const logged = (id: string) =>
  bank.database.db.$count(consentAccessLog, eq(consentAccessLog.consentId, id));

describe('many reads and one revoke at once', () => {
  it('read only while valid: every answered read is logged, none after the revoke, never revived', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id], consentRequest());
    const before = Array.from({ length: 12 }, () => readBalances(id));
    const revoking = revoke(bank, leyla, id);
    const after = Array.from({ length: 12 }, () => readBalances(id));
    const [revoked, ...reads] = await Promise.all([revoking, ...before, ...after]);
    expect(revoked?.statusCode, revoked?.body).toBe(200);
    const answered = reads.filter((read) => read.statusCode === 200).length;
    for (const read of reads.filter((each) => each.statusCode !== 200)) {
      expect(read.statusCode).toBe(401);
      expect(read.json()).toMatchObject({ code: 'CONSENT_INVALID' });
    }
    // A read answered 200 committed its log line with its gate; a refused one left nothing.
    expect(await logged(id)).toBe(answered);
    // Once the revoke has answered, no read gets through.
    const later = await Promise.all(Array.from({ length: 8 }, () => readBalances(id)));
    expect(later.map((read) => read.statusCode)).toEqual(Array(8).fill(401));
    expect(await logged(id)).toBe(answered);
    // Nothing brings it back: not the third party, not the customer.
    await psd2(bank, 'DELETE', `/psd2/v1/consents/${id}`);
    await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/reject`);
    const confirm = await postAs(bank, leyla.token, `/api/v1/account-consents/${id}/confirm`, {
      accountIds: [leyla.azn.id],
      confirmation: { sessionId: 'x', code: '123456' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('revokedByPsu');
  });

  it('three revokes and a read at once: one revoke wins, the others are told it no longer holds', async () => {
    const id = await validConsent(bank, leyla, [leyla.azn.id]);
    const answers = await Promise.all([
      revoke(bank, leyla, id),
      revoke(bank, leyla, id),
      readBalances(id),
      revoke(bank, leyla, id),
    ]);
    const revokes = [answers[0], answers[1], answers[3]].map((answer) => answer?.statusCode);
    expect(revokes.filter((status) => status === 200)).toHaveLength(1);
    expect(revokes.filter((status) => status === 409)).toHaveLength(2);
    expect(await statusOf(id)).toBe('revokedByPsu');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'a read in flight when the revoke commits',
  () => {
    it('waits behind the revoke row lock and is then refused, reading and logging nothing', async () => {
      const id = await validConsent(bank, leyla, [leyla.azn.id]);
      const other = await openDatabase({ dataDir: '', databaseUrl: bank.url });
      try {
        let read: ReturnType<typeof readBalances> | undefined;
        await other.db.transaction(async (tx) => {
          // Another process revokes and has not committed yet.
          await tx
            .update(accountConsents)
            .set({ status: 'revokedByPsu', statusChangedAt: new Date() })
            .where(eq(accountConsents.id, id));
          read = readBalances(id);
          await waitForLockWaiter(other.db);
        });
        const answer = await read;
        expect(answer?.statusCode, answer?.body).toBe(401);
        expect(answer?.json()).toMatchObject({ code: 'CONSENT_INVALID' });
        expect(await logged(id)).toBe(0);
      } finally {
        await other.close();
      }
    });
  },
);

/** Until some session of this database waits for a lock (the read's gate behind the revoke). */
async function waitForLockWaiter(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = rowsOf<{ waiting: number }>(
      await db.execute(sql`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the read never waited for the revoke');
}
