/**
 * Files attached to a credit application (SPEC 3, SPEC 5: jpg, png or pdf under 10 MB): the
 * type told by the bytes whatever the declared type, the limit to the byte, at most five files,
 * only the customer's own application in DEFAULT, listing without content, removal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMaxBytes } from '../../domain/attachment';
import { applicationFilesMax } from '../../server/applications/attached-files/store';
import { attachFile, filesUrl, removeFile } from './support/application-files';
import { type CallAs, call, setStatus, startApplication } from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import { jpgBytes, pdfBytes, pngBytes } from './support/refinancing-documents';

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

const certificate = { name: 'salary-certificate.pdf', bytes: pdfBytes, type: 'application/pdf' };

describe('the files of a credit application', () => {
  it('attaches a pdf, png and jpg, lists them without content and removes one', async () => {
    const { id } = await startApplication(leyla);
    const pdf = await attachFile(leyla, id, certificate);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      fileName: 'salary-certificate.pdf',
      mediaType: 'application/pdf',
      size: pdfBytes.length,
    });
    await attachFile(leyla, id, { name: 'a.png', bytes: pngBytes, type: 'image/png' });
    await attachFile(leyla, id, { name: 'b.jpg', bytes: jpgBytes, type: 'image/jpeg' });
    const listed = await call(leyla, 'GET', filesUrl(id));
    // The bank clock stands still in tests, so the three share their time: compare as a set.
    const types = listed.json().map((file: { mediaType: string }) => file.mediaType);
    expect(types.sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(JSON.stringify(listed.json())).not.toContain('content');
    const removed = await removeFile(leyla, id, pdf.json().id);
    expect(removed.statusCode).toBe(204);
    expect((await call(leyla, 'GET', filesUrl(id))).json()).toHaveLength(2);
    const again = await removeFile(leyla, id, pdf.json().id);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a file of 10 MB and takes one a byte under', async () => {
    const { id } = await startApplication(leyla);
    const pdfOf = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      pdfBytes.copy(bytes);
      return bytes;
    };
    const big = await attachFile(leyla, id, { ...certificate, bytes: pdfOf(attachmentMaxBytes) });
    expect(big.statusCode).toBe(400);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    const under = await attachFile(leyla, id, {
      ...certificate,
      bytes: pdfOf(attachmentMaxBytes - 1),
    });
    expect(under.statusCode, under.body).toBe(201);
  });

  it('tells the type by the bytes: a GIF declared and named as a PDF is refused', async () => {
    const { id } = await startApplication(leyla);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const az = { ...leyla, language: 'az' };
    const refused = await attachFile(az, id, { ...certificate, bytes: gif });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const renamed = await attachFile(leyla, id, {
      name: 'photo.png',
      bytes: pdfBytes,
      type: 'image/png',
    });
    expect(renamed.statusCode).toBe(400);
    expect((await call(leyla, 'GET', filesUrl(id))).json()).toEqual([]);
  });

  it(`takes at most ${applicationFilesMax} files`, async () => {
    const { id } = await startApplication(leyla);
    for (let file = 0; file < applicationFilesMax; file += 1) {
      expect((await attachFile(leyla, id, certificate)).statusCode).toBe(201);
    }
    const full = await attachFile(leyla, id, certificate);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('APPLICATION_FILES_FULL');
  });

  it("answers 404 for another customer's application and changes nothing", async () => {
    const { id } = await startApplication(leyla);
    const stored = (await attachFile(leyla, id, certificate)).json();
    expect((await attachFile(reshad, id, certificate)).statusCode).toBe(404);
    expect((await call(reshad, 'GET', filesUrl(id))).statusCode).toBe(404);
    expect((await removeFile(reshad, id, stored.id)).statusCode).toBe(404);
    expect((await call(leyla, 'GET', filesUrl(id))).json()).toHaveLength(1);
  });

  it('is refused with 409 once the application left DEFAULT', async () => {
    const { id } = await startApplication(leyla);
    await setStatus(products.bank, id, 'READY_FOR_FATCA');
    expect((await attachFile(leyla, id, certificate)).statusCode).toBe(409);
  });
});
