/**
 * Receipts of executed transfers (issue 12): the one-page PDF in az, ru and en (its text read
 * back with unpdf) with the amount, the reference and the masked receiver, drawn on the worker
 * pool; 409 before execution; 404 for another customer's; the email refused for a bad address
 * with nothing sent; a sent receipt in the sandbox's mail outbox with the PDF attached.
 */
import { eq } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/generated/schema';
import { mailOutbox } from '../../server/db/schema';
import { unconfiguredMailSender } from '../../server/mail/unconfigured-mail-sender';
import type { TestBank } from './support/bank';
import {
  confirm,
  postAs,
  startTwoCustomerBank,
  type Transfer,
  type TransferCustomer,
  transfer,
  transferSms,
} from './support/transfer-execution';

type MailMessage = components['schemas']['MailMessage'];

let bank: TestBank;
let leyla: TransferCustomer;
let elvin: TransferCustomer;
let executed: Transfer;
let awaitingCode: Transfer;

beforeAll(async () => {
  ({ bank, leyla, elvin } = await startTwoCustomerBank());
  executed = await transfer(bank, leyla.token, {
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: { iban: elvin.azn.iban },
    amount: 150,
    comment: 'Kirayə',
  });
  const { code } = await transferSms(bank, leyla);
  const confirmed = await confirm(bank, leyla.token, executed.id, code);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  executed = confirmed.json() as Transfer;
  awaitingCode = await transfer(bank, leyla.token, {
    type: 'A2A',
    from: { productId: leyla.azn.id },
    to: { iban: elvin.azn.iban },
    amount: 20,
  });
}, 60_000);
afterAll(async () => {
  await bank?.close();
});

const receipt = (id: string, token = leyla.token, language = 'en') =>
  bank.app.inject({
    method: 'GET',
    url: `/api/v1/transfers/${id}/receipt`,
    headers: { authorization: token, 'accept-language': language },
  });

const sendReceipt = (id: string, email: string, token = leyla.token, language = 'en') =>
  postAs(
    bank,
    token,
    `/api/v1/transfers/${id}/receipt/email`,
    { email },
    {
      'accept-language': language,
    },
  );

async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

async function sandboxMail(query = ''): Promise<MailMessage[]> {
  const response = await bank.app.inject({ method: 'GET', url: `/sandbox/v1/mail${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MailMessage[];
}

const maskedReceiver = () => `AZ…${elvin.azn.iban.slice(-4)}`;

describe('the PDF receipt', () => {
  it('is a one-page PDF attachment named after the reference', async () => {
    const response = await receipt(executed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${executed.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages } = await extractText(new Uint8Array(response.rawPayload));
    expect(totalPages).toBe(1);
  });

  it.each([
    ['az', 'Köçürmə qəbzi', 'Bank daxilində', 'İstinad nömrəsi'],
    ['ru', 'Квитанция о переводе', 'Внутри банка', 'Номер операции'],
    ['en', 'Transfer receipt', 'Within the bank', 'Reference number'],
  ])('in %s has the amount, the reference and the masked receiver', async (language, ...words) => {
    const response = await receipt(executed.id, leyla.token, language);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('150.00 ₼');
    expect(text).toContain(executed.reference);
    expect(text).toContain(maskedReceiver());
    expect(text).toContain('Elvin Q.');
    expect(text).toContain('Kirayə');
    expect(text).not.toContain(elvin.azn.iban);
    // Executed at 08:00 UTC: 12:00 in Baku.
    expect(text).toContain('02.03.2026 - 12:00');
  });

  it('is drawn by the worker pool, off the event loop', async () => {
    const run = vi.spyOn(Piscina.prototype, 'run');
    try {
      expect((await receipt(executed.id)).statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });

  it('is a 409 for a transfer not executed yet', async () => {
    const response = await receipt(awaitingCode.id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TRANSFER_STATUS_CONFLICT' });
    const sent = await sendReceipt(awaitingCode.id, 'leyla@example.az');
    expect(sent.statusCode, sent.body).toBe(409);
    expect(await sandboxMail('?to=leyla@example.az')).toEqual([]);
  });

  it('is a 404 for another customer’s transfer', async () => {
    const response = await receipt(executed.id, elvin.token);
    expect(response.statusCode, response.body).toBe(404);
    const sent = await sendReceipt(executed.id, 'elvin@example.az', elvin.token);
    expect(sent.statusCode, sent.body).toBe(404);
    expect(await sandboxMail('?to=elvin@example.az')).toEqual([]);
  });
});

describe('the receipt by email', () => {
  it.each([
    ['not-an-email', 'en', 'The field "email" has an invalid value'],
    // The contract's format takes a domain without a dot; the server's rule does not.
    ['leyla@localhost', 'en', 'The field "email" has an invalid value'],
    ['leyla@localhost', 'ru', 'Поле «email» заполнено неверно'],
  ])('refuses %s (%s) naming the field, sending nothing', async (email, language, message) => {
    const before = await bank.database.db.select().from(mailOutbox);
    const response = await sendReceipt(executed.id, email, leyla.token, language);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await bank.database.db.select().from(mailOutbox)).toEqual(before);
  });

  it('lands in the sandbox mail outbox with the PDF attached, newest first', async () => {
    const first = await sendReceipt(executed.id, 'Leyla@Example.az', leyla.token, 'ru');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'SENT' });
    const second = await sendReceipt(executed.id, 'leyla@example.az', leyla.token, 'az');
    expect(second.statusCode, second.body).toBe(200);

    const mail = await sandboxMail('?to=LEYLA@example.az');
    expect(mail).toHaveLength(2);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Köçürmə qəbzi ${executed.reference}`,
      `Квитанция о переводе ${executed.reference}`,
    ]);
    const [newest] = mail;
    expect(newest).toMatchObject({
      to: 'leyla@example.az',
      createdAt: '2026-03-02T08:00:00Z',
      attachments: [
        {
          filename: `receipt-${executed.reference}.pdf`,
          contentType: 'application/pdf',
          size: expect.any(Number),
        },
      ],
    });
    expect(await sandboxMail('?to=someone@example.az')).toEqual([]);
    expect((await sandboxMail()).length).toBeGreaterThanOrEqual(2);

    const [stored] = await bank.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, Number(newest?.id)));
    const attachment = stored?.attachments[0];
    const bytes = Buffer.from(attachment?.base64 ?? '', 'base64');
    expect(bytes.byteLength).toBe(newest?.attachments[0]?.size);
    const text = await pdfText(bytes);
    expect(text).toContain('Köçürmə qəbzi');
    expect(text).toContain(executed.reference);
    expect(text).toContain(maskedReceiver());
  });
});

describe('outside the sandbox, with no mail transport configured', () => {
  it('refuses to send rather than pretend the letter left', async () => {
    const letter = { to: 'leyla@example.az', subject: 'Receipt', text: 'Hello', attachments: [] };
    await expect(unconfiguredMailSender().send(letter)).rejects.toMatchObject({
      code: 'MAIL_NOT_CONFIGURED',
      httpStatus: 503,
    });
  });
});
