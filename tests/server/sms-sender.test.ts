/**
 * The SMS port per mode (issue 13, M3): the sandbox keeps each text whole for people trying the
 * bank; outside it the outbox never holds a usable one-time code.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock';
import { smsOutbox } from '../../server/db/schema';
import { smsSenderFor, withCodesMasked } from '../../server/sms';
import { newCustomer, startLogin } from './support/auth';
import { openTestDatabase, startTestBank, type TestBank, type TestDatabase } from './support/bank';

let testDb: TestDatabase;
const clock = fixedClock('2026-03-02T08:00:00Z');
const transferText = '150.00 ₼ → Leyla M., AZ…1234. Kod: 123456';

beforeAll(async () => {
  testDb = await openTestDatabase('migrated');
});
afterAll(() => testDb.dispose());

async function newestText(): Promise<string | undefined> {
  const [row] = await testDb.database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.text;
}

describe('a bank outside the sandbox', () => {
  it('keeps the sign-in SMS with its code masked', async () => {
    const bank = await startTestBank({ sandbox: false });
    try {
      const customer = await newCustomer(bank);
      await startLogin(bank, customer);
      const { text } = await lastSmsText(bank, customer.phone);
      expect(text).toMatch(/••••••/);
      expect(text).not.toMatch(/\d{6}/);
    } finally {
      await bank.close();
    }
  });
});

async function lastSmsText(bank: TestBank, phone: string) {
  const [row] = await bank.database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no SMS to ${phone}`);
  return row;
}

describe('the SMS sender', () => {
  it('in the sandbox keeps the text whole', async () => {
    await smsSenderFor({ sandbox: true }, testDb.database.db, clock).send(
      '994501234567',
      transferText,
    );
    expect(await newestText()).toBe(transferText);
  });

  it('outside the sandbox keeps the text with the code masked', async () => {
    await smsSenderFor({ sandbox: false }, testDb.database.db, clock).send(
      '994501234567',
      transferText,
    );
    expect(await newestText()).toBe('150.00 ₼ → Leyla M., AZ…1234. Kod: ••••••');
  });

  it('masks six digits standing alone, not card numbers or amounts as the bank writes them', () => {
    expect(withCodesMasked('Code 654321; card 4169730012345675; 123 456.00 ₼')).toBe(
      'Code ••••••; card 4169730012345675; 123 456.00 ₼',
    );
  });
});
