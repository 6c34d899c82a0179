/**
 * A transfer's code SMS is written in the transaction that makes the transfer (issue 13; a
 * transactional outbox), so it exists exactly when the transfer does: no crash between the
 * commit and the sending can leave a transfer awaiting a code that never went out.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/db/schema';
import { type SmsSender, smsSenderFor } from '../../server/sms';
import { lastSms, signIn } from './support/auth';
import type { TestBank } from './support/bank';
import { type CodeSmsBank, startCodeSmsBank } from './support/code-sms';
import { create, quote } from './support/transfer-execution';

let banks: CodeSmsBank;
let bank: TestBank;
beforeAll(async () => {
  banks = await startCodeSmsBank();
  bank = banks.bank;
});
afterAll(() => banks?.close());

function transferTextsTo(phone: string) {
  return bank.database.db.$count(
    smsOutbox,
    and(eq(smsOutbox.recipient, phone), like(smsOutbox.text, '%₼ →%')),
  );
}

describe("a transfer's code SMS", () => {
  it('exists exactly when the transfer does, even if sending fails as the transfer is made', async () => {
    const failing: SmsSender = {
      send: () => Promise.reject(new Error('the process died here')),
      within: () => failing,
    };
    const crashing = await banks.appOver(bank.database.db, failing);
    const { accessToken } = await signIn(bank, await banks.leylaIdentity());
    try {
      const transfersBefore = await banks.transfersOfLeyla();
      const textsBefore = await transferTextsTo(banks.leyla.phone);
      const priced = await quote(bank, accessToken, banks.toElvin(12));
      const made = await create({ ...bank, app: crashing }, accessToken, priced.id);
      expect(made.statusCode).toBe(500);
      expect(await banks.transfersOfLeyla()).toBe(transfersBefore);
      expect(await transferTextsTo(banks.leyla.phone)).toBe(textsBefore);

      // The same quote with a working sender: the transfer and its SMS, together.
      const sent = await create(bank, accessToken, priced.id);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await banks.transfersOfLeyla()).toBe(transfersBefore + 1);
      expect(await transferTextsTo(banks.leyla.phone)).toBe(textsBefore + 1);
      expect((await lastSms(bank, banks.leyla.phone)).text).toMatch(/^12\.00 ₼ → Elvin Q\., AZ…/);
    } finally {
      await crashing.close();
    }
  });

  it('outside the sandbox is kept with its code masked, written in the transaction too', async () => {
    const db = bank.database.db;
    const masked = await banks.appOver(db, smsSenderFor({ sandbox: false }, db, bank.clock), {
      sandbox: false,
    });
    const { accessToken } = await signIn(bank, await banks.leylaIdentity());
    try {
      const priced = await quote(bank, accessToken, banks.toElvin(7));
      const made = await create({ ...bank, app: masked }, accessToken, priced.id);
      expect(made.statusCode, made.body).toBe(201);
      const [newest] = await db
        .select({ text: smsOutbox.text })
        .from(smsOutbox)
        .where(eq(smsOutbox.recipient, banks.leyla.phone))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      expect(newest?.text).toMatch(/^7\.00 ₼ → Elvin Q\., AZ…\d{4}\. Code: ••••••\./);
    } finally {
      await masked.close();
    }
  });
});
