/**
 * Transfers to another customer of the bank (issue 12), confirmed by the one-time code from the
 * sandbox outbox, whose SMS names the amount and the payee: by IBAN, card number and mobile
 * number; a wrong code with the tries left; 5 wrong codes and an expired code cancel the
 * transfer and move nothing; a resend names the same transfer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpSessions, transfers } from '../../server/db/schema';
import type { TestBank } from './support/bank';
import {
  balances,
  bookingsOf,
  confirm,
  getAs,
  postAs,
  postingsOf,
  startTwoCustomerBank,
  type TransferCustomer,
  totalsByCurrency,
  transfer,
  transferSms,
  wrongCode,
} from './support/transfer-execution';

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;
let elvinCardNumber: string;

beforeAll(async () => {
  ({ bank, leyla, elvin, elvinCardNumber } = await startTwoCustomerBank());
});
afterAll(async () => {
  await bank?.close();
});

describe('to another customer of the bank, confirmed by the code', () => {
  it('by IBAN: the SMS names amount and payee, the right code executes it', async () => {
    const leylaBefore = await balances(bank, leyla.azn.ledgerAccountId);
    const elvinBefore = await balances(bank, elvin.azn.ledgerAccountId);
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 150,
    });
    expect(made).toMatchObject({ status: 'AWAITING_CODE', rail: 'INTERNAL', executedAt: null });
    expect(made.to).toEqual({
      display: `AZ…${elvin.azn.iban.slice(-4)}`,
      name: 'Elvin Q.',
      currency: 'AZN',
      bank: 'Internet Bank',
    });
    expect(made.codeExpiresAt).toBe('2026-03-02T08:05:00Z');
    const sms = await transferSms(bank, leyla);
    expect(sms.text).toBe(
      `150.00 ₼ → Elvin Q., AZ…${elvin.azn.iban.slice(-4)}. Code: ${sms.code}. Do not share the code with anyone.`,
    );
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(leylaBefore);

    const confirmed = await confirm(bank, leyla.token, made.id, sms.code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'EXECUTED', codeExpiresAt: null });
    expect((await balances(bank, leyla.azn.ledgerAccountId)).balance).toBe(
      leylaBefore.balance - 15_000n,
    );
    expect((await balances(bank, elvin.azn.ledgerAccountId)).balance).toBe(
      elvinBefore.balance + 15_000n,
    );
    // The code confirmed this transfer; it confirms nothing again.
    expect((await confirm(bank, leyla.token, made.id, sms.code)).statusCode).toBe(409);
  });

  it('by card number and by mobile number', async () => {
    const elvinBefore = await balances(bank, elvin.azn.ledgerAccountId);
    const toCard = await transfer(bank, leyla.token, {
      type: 'C2C',
      from: { productId: leyla.cardId },
      to: { cardNumber: elvinCardNumber },
      amount: 20,
    });
    expect(toCard.to.display).toBe(`4622 13•• •••• ${elvinCardNumber.slice(-4)}`);
    const cardSms = await transferSms(bank, leyla);
    expect(cardSms.text).toContain(
      `20.00 ₼ → Elvin Q., 4622 13•• •••• ${elvinCardNumber.slice(-4)}`,
    );
    expect((await confirm(bank, leyla.token, toCard.id, cardSms.code)).json().status).toBe(
      'EXECUTED',
    );

    const toPhone = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { phone: elvin.phone.slice(3) },
      amount: 5.5,
    });
    const phoneSms = await transferSms(bank, leyla);
    expect(phoneSms.text).toContain('5.50 ₼ → Elvin Q.');
    expect((await confirm(bank, leyla.token, toPhone.id, phoneSms.code)).json().status).toBe(
      'EXECUTED',
    );
    expect((await balances(bank, elvin.azn.ledgerAccountId)).balance).toBe(
      elvinBefore.balance + 2_550n,
    );
    const cardPostings = await postingsOf(bank, toCard.id);
    expect(totalsByCurrency(cardPostings)).toEqual({ AZN: 0n });
  });

  it('a wrong code is refused with the tries left and moves nothing', async () => {
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 10,
    });
    const { code } = await transferSms(bank, leyla);
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const refused = await confirm(bank, leyla.token, made.id, wrongCode(code));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is wrong. Attempts left: 4.',
      attemptsLeft: 4,
    });
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    expect((await confirm(bank, leyla.token, made.id, code)).json().status).toBe('EXECUTED');
  });

  it('5 wrong codes cancel the transfer and nothing moves', async () => {
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 10,
    });
    const { code } = await transferSms(bank, leyla);
    const before = await balances(bank, leyla.azn.ledgerAccountId);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await confirm(bank, leyla.token, made.id, wrongCode(code))).json().code);
    }
    expect(answers).toEqual([...Array(4).fill('OTP_INVALID'), 'OTP_ATTEMPTS_EXCEEDED']);
    const read = await getAs(bank, leyla.token, `/api/v1/transfers/${made.id}`);
    expect(read.json()).toMatchObject({ status: 'CANCELED', codeExpiresAt: null });
    const late = await confirm(bank, leyla.token, made.id, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TRANSFER_STATUS_CONFLICT');
    expect(await balances(bank, leyla.azn.ledgerAccountId)).toEqual(before);
    expect(await bookingsOf(bank, made.id)).toBe(0);
  });

  it('a code past its 5 minutes cancels the transfer', async () => {
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 10,
    });
    const { code } = await transferSms(bank, leyla);
    bank.clock.advance({ minutes: 5 });
    const expired = await confirm(bank, leyla.token, made.id, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OTP_EXPIRED');
    const read = await getAs(bank, leyla.token, `/api/v1/transfers/${made.id}`);
    expect(read.json().status).toBe('CANCELED');
  });

  it('resends the code after 60 s with the same amount and payee', async () => {
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 12,
    });
    const first = await transferSms(bank, leyla);
    const early = await postAs(bank, leyla.token, `/api/v1/transfers/${made.id}/resend-code`);
    expect(early.statusCode).toBe(429);
    bank.clock.advance({ seconds: 60 });
    const resent = await postAs(bank, leyla.token, `/api/v1/transfers/${made.id}/resend-code`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await transferSms(bank, leyla);
    expect(second.id).not.toBe(first.id);
    expect(second.text).toContain('12.00 ₼ → Elvin Q.');
    expect((await confirm(bank, leyla.token, made.id, first.code)).statusCode).toBe(400);
    expect((await confirm(bank, leyla.token, made.id, second.code)).json().status).toBe('EXECUTED');
  });

  it('is refused by the sign-in code call without using up a try, and still confirms the transfer', async () => {
    const made = await transfer(bank, leyla.token, {
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount: 7,
    });
    const { code } = await transferSms(bank, leyla);
    const [row] = await bank.database.db
      .select({ sessionId: transfers.otpSessionId })
      .from(transfers)
      .where(eq(transfers.id, made.id));
    const misused = await bank.app.inject({
      method: 'POST',
      url: '/api/v1/otp/validate',
      headers: { 'session-id': row?.sessionId ?? '' },
      payload: { otp: code },
    });
    expect(misused.statusCode).toBe(400);
    expect(misused.json().code).toBe('OTP_SESSION_INVALID');
    const [session] = await bank.database.db
      .select({ attempts: otpSessions.attempts, verifiedAt: otpSessions.verifiedAt })
      .from(otpSessions)
      .where(eq(otpSessions.id, row?.sessionId ?? ''));
    expect(session).toEqual({ attempts: 0, verifiedAt: null });
    expect((await confirm(bank, leyla.token, made.id, code)).json().status).toBe('EXECUTED');
  });
});
