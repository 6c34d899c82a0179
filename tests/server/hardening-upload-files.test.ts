/**
 * Issue 13, L9: an uploaded statement was checked by its first bytes only, and its name kept as
 * sent. Now the whole file must open as the type its bytes and its name both say, and the name
 * is made safe.
 */
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAs } from './support/loan-applications';
import { type ProductsBank, startProductsBank } from './support/products';
import {
  expectRefusal,
  jpgBytes,
  pdfBytes,
  pngBytes,
  refinancingOfTwoLoans,
  storedStatements,
  uploadStatement,
} from './support/refinancing-documents';

let products: ProductsBank;
let leyla: CallAs;

beforeAll(async () => {
  products = await startProductsBank();
  leyla = { bank: products.bank, token: products.leylaToken };
}, 60_000);
afterAll(() => products.bank.close());

const refinancing = () => refinancingOfTwoLoans(leyla);
const stored = (applicationId: string) => storedStatements(products.bank, applicationId);
const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const pdf = (name = 'statement.pdf') => file(name, pdfBytes);

/** A PDF drawn by pdfkit, e.g. encrypted. */
async function pdfkitPdf(options: PDFKit.PDFDocumentOptions): Promise<Buffer> {
  const document = new PDFDocument(options);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.text('Statement');
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('L9: the whole file is checked and the name made safe', () => {
  // One byte of the compressed image data flipped.
  const pngWithBrokenData = Buffer.from(pngBytes);
  const flipped = pngWithBrokenData.length - 20;
  pngWithBrokenData.writeUInt8(pngWithBrokenData.readUInt8(flipped) ^ 0xff, flipped);
  const jpgCut = jpgBytes.subarray(0, jpgBytes.length - 10);

  it.each([
    [
      'a %PDF- header with HTML inside',
      pdf().name,
      Buffer.from('%PDF-1.4\n<html><body>bank</body></html>\n'),
    ],
    [
      'a PDF with HTML after its end',
      pdf().name,
      Buffer.concat([pdfBytes, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    ['a PNG header only', 'scan.png', pngBytes.subarray(0, 16)],
    ['a PNG whose data is broken', 'scan.png', pngWithBrokenData],
    ['a JPEG cut short', 'photo.jpg', jpgCut],
    ['evil.exe with a PNG inside', 'evil.exe', pngBytes],
    ['a PDF named .png', 'scan.png', pdfBytes],
    ['a PNG named .pdf', 'statement.pdf', pngBytes],
    ['a name without an extension', 'statement', pdfBytes],
  ])('refuses %s with FILE_TYPE_NOT_ALLOWED and stores nothing', async (_, name, bytes) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file(name, bytes),
    });
    expectRefusal(response, 400, 'FILE_TYPE_NOT_ALLOWED');
    expect(await stored(id)).toHaveLength(0);
  });

  it.each([
    ['a JPEG named .jpeg', 'photo.JPEG', jpgBytes, 'image/jpeg'],
    ['a PNG', 'scan.png', pngBytes, 'image/png'],
    ['a PDF named in capitals', 'STATEMENT.PDF', pdfBytes, 'application/pdf'],
  ])('takes %s', async (_, name, bytes, mediaType) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file(name, bytes),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().mediaType).toBe(mediaType);
  });

  it.each([
    ['a right-to-left override', 'statement\u202Efdp.pdf', 'statementfdp.pdf'],
    ['isolates and zero-width characters', '\u2066arayış\u200B\u2069.pdf', 'arayış.pdf'],
    ['a decomposed letter', 'aray\u0131s\u0327.pdf', 'arayış.pdf'],
    ['line separators and reserved characters', 'a\u2028b<c>:|?*.pdf', 'abc.pdf'],
    ['a path', '../../etc/passwd.pdf', 'passwd.pdf'],
    ['dots and spaces around', ' .. statement.pdf. ', 'statement.pdf'],
  ])('makes safe a name with %s', async (_, name, safe) => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, { refLiabilityId: first, file: pdf(name) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fileName).toBe(safe);
    const [row] = await stored(id);
    expect(row?.fileName).toBe(safe);
  });

  it('refuses a PDF that needs a password and takes one that only restricts editing', async () => {
    const { id, first, second } = await refinancing();
    const locked = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('locked.pdf', await pdfkitPdf({ userPassword: 'u', ownerPassword: 'o' })),
    });
    expectRefusal(locked, 400, 'FILE_TYPE_NOT_ALLOWED');
    const restricted = await uploadStatement(leyla, id, {
      refLiabilityId: second,
      file: file('restricted.pdf', await pdfkitPdf({ ownerPassword: 'o' })),
    });
    expect(restricted.statusCode, restricted.body).toBe(201);
  });

  it('refuses an image of more than 50 megapixels before decoding it', async () => {
    const { id, first } = await refinancing();
    const huge = Buffer.from(pngBytes);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(6_000, 20);
    const response = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: file('scan.png', huge),
    });
    expect(expectRefusal(response, 400, 'FILE_TOO_LARGE')).toContain('50');
  });

  it('shortens a long name and keeps its extension', async () => {
    const { id, first } = await refinancing();
    const response = await uploadStatement(leyla, id, {
      refLiabilityId: first,
      file: pdf(`${'ş'.repeat(400)}.pdf`),
    });
    const { fileName } = response.json();
    expect(Array.from(fileName).length).toBeLessThanOrEqual(120);
    expect(fileName.endsWith('ş.pdf')).toBe(true);
  });
});
