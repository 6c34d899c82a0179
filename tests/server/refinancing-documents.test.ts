/**
 * Statements of other banks' loans uploaded for refinancing: the type told by the bytes, the
 * 10 MB limit to the byte, only the customer's own REFIN application in DEFAULT and only their
 * refinanceable loans, listing without content, removal, and accepting an offer only with a
 * statement for each loan it pays off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMaxBytes } from '../../domain/attachment';
import { combinationKeyOf } from '../../domain/loan-offer';
import { refinancingDocuments } from '../../server/db/schema';
import {
  applicationsUrl,
  type CallAs,
  call,
  newApplication,
  offersOf,
  setStatus,
  startApplication,
  storedApplication,
} from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import {
  documentsUrl,
  jpgBytes,
  pdfBytes,
  pngBytes,
  uploadStatement,
  uploadStatements,
} from './support/refinancing-documents';

let products: ProductsBank;
let leyla: CallAs;
let reshad: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
  reshad = { bank: products.bank, token: products.reshadToken };
}, 60_000);
afterAll(async () => {
  await products.bank.close();
});

/** A fresh refinancing application of Leyla's and the ids of her two loans at other banks. */
async function refinancing() {
  const { id } = await startApplication(leyla, { ...newApplication, type: 'REFIN' });
  const { eligibleForRefinancingLoans } = await offersOf(leyla, id);
  const [first, second] = eligibleForRefinancingLoans.map((loan) => loan.refLiabilityId);
  if (!first || !second) throw new Error('Leyla has two refinanceable loans');
  return { id, first, second };
}

async function storedCount(applicationId: string) {
  return products.bank.database.db.$count(
    refinancingDocuments,
    eq(refinancingDocuments.applicationId, applicationId),
  );
}

const file = (name: string, bytes: Uint8Array, type?: string) => ({ name, bytes, type });

describe('uploading a statement', () => {
  it.each([
    ['a jpg', file('statement.jpg', jpgBytes, 'image/jpeg'), 'image/jpeg'],
    ['a png', file('statement.png', pngBytes, 'image/png'), 'image/png'],
    ['a pdf', file('statement.pdf', pdfBytes, 'application/pdf'), 'application/pdf'],
    ['a pdf declared as a png', file('scan.pdf', pdfBytes, 'image/png'), 'application/pdf'],
  ])('stores %s with the type its bytes have', async (_, upload, mediaType) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, { refLiabilityId: first, file: upload });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toEqual({
      id: expect.any(String),
      refLiabilityId: first,
      fileName: upload.name,
      mediaType,
      size: upload.bytes.length,
      uploadedAt: '2026-03-02T08:00:00.000Z',
    });
    const [row] = await products.bank.database.db
      .select()
      .from(refinancingDocuments)
      .where(eq(refinancingDocuments.id, stored.id));
    expect(Buffer.from(row?.content ?? []).equals(Buffer.from(upload.bytes))).toBe(true);
    const list = await call(leyla, 'GET', documentsUrl(id));
    expect(list.json()).toEqual([stored]);
  });

  it('keeps only the base name of a path, without control characters', async () => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('..\\..\\secret/arayış\u0007.pdf', pdfBytes),
    });
    expect(response.json().fileName).toBe('arayış.pdf');
  });

  it.each([
    [
      'an .exe renamed .pdf',
      file('statement.pdf', Buffer.from('MZ\x90\x00\x03'), 'application/pdf'),
    ],
    ['a text file renamed .pdf', file('statement.pdf', Buffer.from('PDF statement'), 'text/plain')],
  ])('refuses %s with FILE_TYPE_NOT_ALLOWED and stores nothing', async (_, upload) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement({ ...leyla, language: 'az' }, id, {
      refLiabilityId: first,
      file: upload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Yalnız jpg, png və ya pdf faylı yükləmək olar.',
    });
    expect(await storedCount(id)).toBe(0);
  });

  it('refuses a file of exactly 10 MB and takes one a byte smaller', async () => {
    const { id, first } = await refinancing();
    const pdfOf = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      pdfBytes.copy(bytes);
      return bytes;
    };
    const tooLarge = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('big.pdf', pdfOf(attachmentMaxBytes)),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file must be smaller than 10 MB.',
    });
    expect(await storedCount(id)).toBe(0);
    const justUnder = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('big.pdf', pdfOf(attachmentMaxBytes - 1)),
    });
    expect(justUnder.statusCode, justUnder.body).toBe(201);
    expect(justUnder.json().size).toBe(attachmentMaxBytes - 1);
  }, 60_000);

  it.each([
    ['no file', {}, 'FILE_MISSING'],
    ['an empty file', { file: file('empty.pdf', Buffer.alloc(0)) }, 'FILE_MISSING'],
    ['no loan', { refLiabilityId: undefined, file: file('a.pdf', pdfBytes) }, 'VALIDATION_FAILED'],
    [
      'a loan that is not the customer’s',
      { refLiabilityId: '00000000-0000-4000-8000-000000000000', file: file('a.pdf', pdfBytes) },
      'REF_LIABILITY_NOT_ELIGIBLE',
    ],
    [
      'a malformed loan id',
      { refLiabilityId: 'not-a-uuid', file: file('a.pdf', pdfBytes) },
      'REF_LIABILITY_NOT_ELIGIBLE',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, change, code) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, { refLiabilityId: first, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await storedCount(id)).toBe(0);
  });

  it('takes one loan and one file in a multipart body, nothing else', async () => {
    const { id, first } = await refinancing();
    const form = new FormData();
    form.append('refLiabilityId', first);
    for (const name of ['a.pdf', 'b.pdf']) {
      form.append('file', new Blob([new Uint8Array(pdfBytes)]), name);
    }
    const headers = { authorization: leyla.token, 'accept-language': 'en' };
    const twoFiles = await leyla.bank.app.inject({
      method: 'POST',
      url: documentsUrl(id),
      payload: form,
      headers,
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request must carry one loan and one file.',
    });
    const json = await leyla.bank.app.inject({
      method: 'POST',
      url: documentsUrl(id),
      payload: { refLiabilityId: first, file: pdfBytes.toString('base64') },
      headers,
    });
    expect(json.statusCode).toBe(415);
    expect(await storedCount(id)).toBe(0);
  });

  it('is refused with 409 for a credit application or a refinancing past DEFAULT', async () => {
    const { id: credit } = await startApplication(leyla);
    const { id, first } = await refinancing();
    await setStatus(products.bank, id, 'READY_FOR_FATCA');
    for (const target of [credit, id]) {
      const response = await uploadStatement(leyla, target, {
        refLiabilityId: first,
        file: file('a.pdf', pdfBytes),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('APPLICATION_STATUS_CONFLICT');
      expect(await storedCount(target)).toBe(0);
    }
  });
});

describe('another customer', () => {
  it('gets 404 for every call on Leyla’s application and cannot name her loans', async () => {
    const { id, first } = await refinancing();
    await uploadStatements(leyla, id, [first]);
    const [document] = (await call(leyla, 'GET', documentsUrl(id))).json<Array<{ id: string }>>();
    const answers = [
      await uploadStatement(reshad, id, { refLiabilityId: first, file: file('a.pdf', pdfBytes) }),
      await call(reshad, 'GET', documentsUrl(id)),
      await reshad.bank.app.inject({
        method: 'DELETE',
        url: `${documentsUrl(id)}/${document?.id}`,
        headers: { authorization: reshad.token },
      }),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(404);
    expect(await storedCount(id)).toBe(1);
    const own = await startApplication(reshad, {
      ...newApplication,
      type: 'REFIN',
      customerPhoneNumber: '701112233',
    });
    const foreign = await uploadStatement(reshad, own.id, {
      refLiabilityId: first,
      file: file('a.pdf', pdfBytes),
    });
    expect(foreign.json().code).toBe('REF_LIABILITY_NOT_ELIGIBLE');
  });
});

describe('removing a statement', () => {
  const remove = (as: CallAs, id: string, documentId: string) =>
    as.bank.app.inject({
      method: 'DELETE',
      url: `${documentsUrl(id)}/${documentId}`,
      headers: { authorization: as.token, 'accept-language': 'en' },
    });

  it('answers 204 in DEFAULT, 404 once gone, and 409 after the offer is accepted', async () => {
    const { id, first, second } = await refinancing();
    await uploadStatements(leyla, id, [first, second]);
    const [one, two] = (await call(leyla, 'GET', documentsUrl(id))).json<Array<{ id: string }>>();
    if (!one || !two) throw new Error('two uploads expected');
    expect((await remove(leyla, id, one.id)).statusCode).toBe(204);
    expect((await call(leyla, 'GET', documentsUrl(id))).json()).toEqual([two]);
    const again = await remove(leyla, id, one.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('There is no such document in this application.');
    await setStatus(products.bank, id, 'READY_FOR_FATCA');
    expect((await remove(leyla, id, two.id)).statusCode).toBe(409);
    expect(await storedCount(id)).toBe(1);
  });
});

describe('accepting a refinancing offer', () => {
  it('needs a statement for each loan it pays off', async () => {
    const { id, first, second } = await refinancing();
    const { offers } = await offersOf(leyla, id);
    const both = offers.find(
      (offer) => offer.refinancingLoansCombinationKey === combinationKeyOf([first, second]),
    );
    if (!both) throw new Error('no offer for both loans');
    const iban = 'AZ12AIIB38090019441234567801';
    const body = {
      offerId: both.id,
      amount: both.amount,
      term: both.term,
      refinancedLoans: [
        { refLiabilityId: first, bankId: 'kapital-bank', iban },
        { refLiabilityId: second, bankId: 'bank-respublika', iban },
      ],
    };
    const url = `${applicationsUrl}/${id}/accept`;
    await uploadStatements(leyla, id, [first]);
    const before = await storedApplication(products.bank, id);
    const refused = await call({ ...leyla, language: 'ru' }, 'PUT', url, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'REFINANCING_DOCUMENT_MISSING',
      message: 'Загрузите справку банка по каждому рефинансируемому кредиту.',
    });
    expect(await storedApplication(products.bank, id)).toEqual(before);
    await uploadStatements(leyla, id, [second]);
    const accepted = await call(leyla, 'PUT', url, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('READY_FOR_FATCA');
  });
});
