/**
 * Steps of the auth flows for server tests: sign-in, registration and the codes from the
 * sandbox SMS outbox, all through app.inject() as a client would call them.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { auditEvents, customers, smsOutbox } from '../../../server/db/schema';
import { demoPassword } from '../../../server/seed/demo-customers';
import type { TestBank } from './bank';

export const leyla = { identifierType: 'PIN', identifierValue: '6XK2T9P', phone: '994501234567' };
export const elvin = { identifierType: 'PIN', identifierValue: '3TW7E8R', phone: '994517654321' };
export { demoPassword };

interface CallOptions {
  language?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export function post(bank: TestBank, url: string, payload: object, options: CallOptions = {}) {
  return bank.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
  });
}

export function get(bank: TestBank, url: string, options: CallOptions = {}) {
  return bank.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
  });
}

/** The newest SMS to a phone, and the 6-digit code in it. */
export async function lastSms(bank: TestBank, phone: string) {
  const [message] = await bank.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!message) throw new Error(`No SMS to ${phone}`);
  const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1];
  // Outside the sandbox the outbox masks codes: the phone got the text whole.
  const code =
    codeIn(message.text) ?? codeIn(bank.phones.findLast((each) => each.phone === phone)?.text);
  if (!code) throw new Error(`No code in "${message.text}"`);
  return { text: message.text, code, id: message.id };
}

export async function smsCount(bank: TestBank, phone?: string) {
  return bank.database.db.$count(smsOutbox, phone ? eq(smsOutbox.recipient, phone) : undefined);
}

export async function auditOf(bank: TestBank, event: string) {
  return bank.database.db.select().from(auditEvents).where(eq(auditEvents.event, event));
}

export interface Identity {
  identifierType: string;
  identifierValue: string;
  phone: string;
}

/** Password step of sign-in; returns the code session id. */
export async function startLogin(bank: TestBank, who: Identity, password = demoPassword) {
  const response = await post(bank, '/api/v1/login', {
    identifierType: who.identifierType,
    identifierValue: who.identifierValue,
    password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sessionId as string;
}

export function validate(
  bank: TestBank,
  sessionId: string,
  otp: string,
  options: CallOptions = {},
) {
  return post(
    bank,
    '/api/v1/otp/validate',
    { otp },
    {
      ...options,
      headers: { 'session-id': sessionId, ...options.headers },
    },
  );
}

/** A full sign-in: password, then the code from the outbox. */
export async function signIn(bank: TestBank, who: Identity = leyla, password = demoPassword) {
  const sessionId = await startLogin(bank, who, password);
  const { code } = await lastSms(bank, who.phone);
  const response = await validate(bank, sessionId, code);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { status: string; accessToken: string; refreshToken: string };
}

export function authorized(accessToken: string, options: CallOptions = {}): CallOptions {
  return { ...options, headers: { authorization: accessToken, ...options.headers } };
}

let customerCounter = 0;
// argon2 is slow on purpose; one hash of the demo password serves every test customer.
let demoHash: Promise<string> | undefined;
function demoPasswordHash() {
  demoHash ??= hashPassword(demoPassword);
  return demoHash;
}

/** A customer of its own for one test, so tests sharing a bank do not lock each other out. */
export async function newCustomer(
  bank: TestBank,
  options: { registered?: boolean; identifierType?: string; identifierValue?: string } = {},
): Promise<Identity & { id: string }> {
  customerCounter += 1;
  const suffix = String(customerCounter).padStart(4, '0');
  const phone = `99455${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${suffix}`;
  const [row] = await bank.database.db
    .insert(customers)
    .values({
      identifierType: options.identifierType ?? 'PIN',
      identifierValue: options.identifierValue ?? `T${suffix}${randomLetters(2)}`,
      firstName: 'Test',
      lastName: `Customer ${suffix}`,
      phone,
      passwordHash: options.registered === false ? null : await demoPasswordHash(),
      registeredAt: options.registered === false ? null : new Date(),
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('customer not stored');
  return {
    id: row.id,
    identifierType: row.identifierType,
    identifierValue: row.identifierValue,
    phone,
  };
}

function randomLetters(count: number) {
  return Array.from({ length: count }, () =>
    String.fromCharCode(65 + Math.floor(Math.random() * 26)),
  ).join('');
}
