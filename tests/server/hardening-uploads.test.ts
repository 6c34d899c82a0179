/**
 * Issue 13, the refinancing statements a customer uploads: no cap on uploads (M4) and a malformed
 * multipart body answered 500 (L1). The files themselves (L9) are in hardening-upload-files.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMaxBytes } from '../../domain/attachment';
import { customerStatementsMaxBytes } from '../../server/applications/refinancing-documents/store';
import {
  uploadGate,
  uploadsAtOnce,
} from '../../server/applications/refinancing-documents/upload-gate';
import {
  externalLiabilities,
  loanApplications,
  refinancingDocuments,
} from '../../server/db/schema';
import { type CallAs, call, newApplication, startApplication } from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import {
  documentsUrl,
  expectRefusal,
  pdfBytes,
  pngBytes,
  refinancingOfTwoLoans,
  storedStatements,
  uploadStatement,
} from './support/refinancing-documents';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(() => products.bank.close());

const refinancing = (as: CallAs = leyla) => refinancingOfTwoLoans(as);

const db = () => products.bank.database.db;
const stored = (applicationId: string) => storedStatements(products.bank, applicationId);

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });

const pdf = (name = 'statement.pdf') => file(name, pdfBytes);

/** A POST to the upload with a body and content type made by hand. */
function rawUpload(
  applicationId: string,
  contentType: string,
  payload: string | Buffer | Readable,
) {
  return products.bank.app.inject({
    method: 'POST',
    url: documentsUrl(applicationId),
    payload,
    headers: { authorization: leyla.token, 'accept-language': 'ru', 'content-type': contentType },
  });
}

describe('M4: one statement per loan, a cap per customer, no file held whole twice', () => {
  it('replaces the statement of a loan with the new one, and keeps the other loan’s', async () => {
    const { id, first, second } = await refinancing();
    const old = await uploadStatement(leyla, id, { refLiabilityId: first, file: pdf('old.pdf') });
    const other = await uploadStatement(leyla, id, { refLiabilityId: second, file: pdf() });
    const renewed = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('new.png', pngBytes),
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const list = (await call(leyla, 'GET', documentsUrl(id))).json();
    expect(list).toHaveLength(2);
    expect(list).toEqual(expect.arrayContaining([other.json(), renewed.json()]));
    const rows = await stored(id);
    expect(rows.map((row) => row.id).sort()).toEqual([other.json().id, renewed.json().id].sort());
    expect(rows.some((row) => row.id === old.json().id)).toBe(false);
  });

  it('keeps the old statement when the new one is refused', async () => {
    const { id, first } = await refinancing();
    const old = await uploadStatement(leyla, id, { refLiabilityId: first, file: pdf() });
    const refused = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('statement.pdf', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')),
    });
    expect(refused.statusCode).toBe(400);
    expect((await stored(id)).map((row) => row.id)).toEqual([old.json().id]);
  });

  it('leaves one statement after parallel uploads for one loan', async () => {
    const { id, first } = await refinancing();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        uploadStatement(leyla, id, { refLiabilityId: first, file: pdf(`s${index}.pdf`) }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(await stored(id)).toHaveLength(1);
  });

  describe('the cap per customer', () => {
    /** An older statement of `as` that leaves `room` bytes of their cap. */
    async function fillStatements(as: CallAs, room: number, customerPhoneNumber = '501234567') {
      const { id } = await startApplication(as, {
        ...newApplication,
        type: 'REFIN',
        customerPhoneNumber,
      });
      const [owner] = await db()
        .select({ customerId: loanApplications.customerId })
        .from(loanApplications)
        .where(eq(loanApplications.id, id));
      const [used] = await db()
        .select({ bytes: sql<string>`coalesce(sum(${refinancingDocuments.size}), 0)` })
        .from(refinancingDocuments)
        .innerJoin(loanApplications, eq(loanApplications.id, refinancingDocuments.applicationId))
        .where(eq(loanApplications.customerId, owner?.customerId ?? ''));
      const [loan] = await db().select({ id: externalLiabilities.id }).from(externalLiabilities);
      if (!loan) throw new Error('no loan at another bank');
      await db()
        .insert(refinancingDocuments)
        .values({
          applicationId: id,
          refLiabilityId: loan.id,
          fileName: 'old.pdf',
          mediaType: 'application/pdf',
          size: customerStatementsMaxBytes - Number(used?.bytes) - room,
          content: pdfBytes,
          uploadedAt: new Date('2026-03-01T08:00:00Z'),
        });
      return () =>
        db().delete(refinancingDocuments).where(eq(refinancingDocuments.applicationId, id));
    }

    it('refuses with a translated 409 what would pass it, stores nothing, and frees room on replace', async () => {
      const emptyLeyla = await fillStatements(leyla, pdfBytes.length + 10);
      // Reshad's full storage is his own: it does not count for Leyla.
      const emptyReshad = await fillStatements(reshad, 0, '701112233');
      try {
        const { id, first, second } = await refinancing();
        const fits = await uploadStatement(leyla, id, { refLiabilityId: first, file: pdf() });
        expect(fits.statusCode, fits.body).toBe(201);
        const over = await uploadStatement({ ...leyla, language: 'ru' }, id, {
          refLiabilityId: second,
          file: pdf(),
        });
        expect(expectRefusal(over, 409, 'STATEMENT_STORAGE_FULL')).toContain('50 МБ');
        expect((await stored(id)).map((row) => row.id)).toEqual([fits.json().id]);
        // A statement that replaces one of the same size still fits.
        const replaced = await uploadStatement(leyla, id, { refLiabilityId: first, file: pdf() });
        expect(replaced.statusCode, replaced.body).toBe(201);
      } finally {
        await emptyLeyla();
        await emptyReshad();
      }
    });

    it('holds under parallel uploads to several applications', async () => {
      const empty = await fillStatements(leyla, Math.floor(pdfBytes.length * 2.5));
      try {
        const [one, two] = [await refinancing(), await refinancing()];
        const targets = [one, two].flatMap(({ id, first, second }) => [
          { id, loan: first },
          { id, loan: second },
        ]);
        const answers = await Promise.all(
          targets.map(({ id, loan }) =>
            uploadStatement(leyla, id, { refLiabilityId: loan, file: pdf() }),
          ),
        );
        const codes = answers.map((answer) => answer.statusCode).sort();
        expect(codes).toEqual([201, 201, 409, 409]);
        expect((await stored(one.id)).length + (await stored(two.id)).length).toBe(2);
      } finally {
        await empty();
      }
    });
  });

  it('stops reading a file at the limit and closes the connection', async () => {
    const { id, first } = await refinancing();
    const boundary = 'bank-boundary-7f3a';
    const megabyte = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="refLiabilityId"\r\n\r\n${first}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
      );
      for (let megabytes = 0; megabytes < 200; megabytes += 1) {
        sent += megabyte.length;
        yield megabyte;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await rawUpload(
      id,
      `multipart/form-data; boundary=${boundary}`,
      Readable.from(body()),
    );
    expectRefusal(response, 400, 'FILE_TOO_LARGE');
    expect(response.headers.connection).toBe('close');
    expect(sent).toBeLessThan(attachmentMaxBytes + 8 * 1024 * 1024);
    expect(await stored(id)).toHaveLength(0);
  }, 60_000);

  it('reads, checks and stores a bounded number of uploads at once, and every one in turn', async () => {
    const gate = uploadGate(uploadsAtOnce);
    let running = 0;
    let most = 0;
    const work = async (index: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (index === 3) throw new Error('a refused upload frees its place');
      return index;
    };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => gate(() => work(index))),
    );
    expect(most).toBe(uploadsAtOnce);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(11);
  });

  it('refuses more parts than one loan and one file', async () => {
    const { id, first } = await refinancing();
    const form = new FormData();
    form.append('refLiabilityId', first);
    for (let index = 0; index < 50; index += 1) form.append(`extra${index}`, 'x');
    form.append('file', new Blob([new Uint8Array(pdfBytes)]), 'statement.pdf');
    const response = await products.bank.app.inject({
      method: 'POST',
      url: documentsUrl(id),
      payload: form,
      headers: { authorization: leyla.token },
    });
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(await stored(id)).toHaveLength(0);
  });
});

describe('L1: a malformed multipart body is a translated 400, never a 500', () => {
  const boundary = 'x-boundary';
  const head = (id: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="refLiabilityId"\r\n\r\n${id}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`;

  it.each([
    ['no boundary', () => 'multipart/form-data', () => 'whatever'],
    ['an empty boundary', () => 'multipart/form-data; boundary=', () => 'whatever'],
    ['a boundary too long', () => `multipart/form-data; boundary=${'b'.repeat(300)}`, () => 'x'],
    [
      'a body cut in the middle of the file',
      () => `multipart/form-data; boundary=${boundary}`,
      (first: string) => `${head(first)}%PDF-1.7\n1 0 obj`,
    ],
    [
      'a part without headers',
      () => `multipart/form-data; boundary=${boundary}`,
      () => `--${boundary}\r\n\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    ],
    [
      'text that is not multipart at all',
      () => `multipart/form-data; boundary=${boundary}`,
      () => 'just some text',
    ],
  ])('%s', async (_, contentType, payload) => {
    const { id, first } = await refinancing();
    const response = await rawUpload(id, contentType(), payload(first));
    const message = expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(message).toMatch(/[а-я]/);
    expect(await stored(id)).toHaveLength(0);
  });

  it.each([
    ['text/plain', 'a statement'],
    ['multipart/mixed; boundary=x-boundary', '--x-boundary--\r\n'],
    ['application/octet-stream', '%PDF-1.7'],
  ])('answers %s with 400 or 415 in the bank’s shape', async (contentType, payload) => {
    const { id } = await refinancing();
    const response = await rawUpload(id, contentType, payload);
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(await stored(id)).toHaveLength(0);
  });
});
