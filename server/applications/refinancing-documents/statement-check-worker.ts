/**
 * Runs on a worker thread (statement-check.ts): opens a whole uploaded statement the way a
 * reader would, so a file that only starts like a PDF or an image is refused. A PDF must end
 * with %%EOF (nothing but whitespace after it) and pdf.js must open it with errors not recovered
 * and read every page; a PNG must decode with pngjs, every chunk's checksum right and nothing
 * after its end; a JPEG must decode with jpeg-js without its tolerant mode. Images are measured
 * from their header before they are decoded, so a small file cannot unfold into gigabytes.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { getDocumentProxy } from 'unpdf';
import type { AttachmentMediaType } from '../../../domain/attachment';

export interface StatementCheck {
  bytes: Uint8Array;
  mediaType: AttachmentMediaType;
  maxMegapixels: number;
}

export type StatementVerdict = 'READABLE' | 'UNREADABLE' | 'TOO_MANY_PIXELS';

/** PDF white-space (ISO 32000-1, 7.2.2): NUL, TAB, LF, FF, CR, SPACE. */
const pdfWhiteSpace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const pdfEnd = Buffer.from('%%EOF');

function endsWithPdfEnd(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && pdfWhiteSpace.has(bytes[end - 1] ?? 0)) end -= 1;
  return end >= pdfEnd.length && pdfEnd.equals(bytes.subarray(end - pdfEnd.length, end));
}

async function checkPdf(bytes: Uint8Array): Promise<StatementVerdict> {
  if (!endsWithPdfEnd(bytes)) return 'UNREADABLE';
  // pdf.js takes a plain Uint8Array, not a Node Buffer: a view, not a copy.
  const document = await getDocumentProxy(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    {
      stopAtErrors: true,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    },
  );
  try {
    if (document.numPages < 1) return 'UNREADABLE';
    for (let page = 1; page <= document.numPages; page += 1) await document.getPage(page);
    return 'READABLE';
  } finally {
    await document.destroy();
  }
}

function checkPng(bytes: Uint8Array, maxPixels: number): StatementVerdict {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // IHDR is the first chunk: its width and height follow the 8-byte signature and chunk head.
  if (buffer.length < 24 || buffer.toString('latin1', 12, 16) !== 'IHDR') return 'UNREADABLE';
  if (buffer.readUInt32BE(16) * buffer.readUInt32BE(20) > maxPixels) return 'TOO_MANY_PIXELS';
  PNG.sync.read(buffer, { checkCRC: true });
  return 'READABLE';
}

function checkJpeg(bytes: Uint8Array, maxMegapixels: number): StatementVerdict {
  try {
    jpeg.decode(bytes, {
      useTArray: true,
      tolerantDecoding: false,
      formatAsRGBA: false,
      maxResolutionInMP: maxMegapixels,
      maxMemoryUsageInMB: 512,
    });
    return 'READABLE';
  } catch (error) {
    return String(error).includes('maxResolutionInMP') ? 'TOO_MANY_PIXELS' : 'UNREADABLE';
  }
}

export default async function checkStatement({
  bytes,
  mediaType,
  maxMegapixels,
}: StatementCheck): Promise<StatementVerdict> {
  try {
    if (mediaType === 'application/pdf') return await checkPdf(bytes);
    if (mediaType === 'image/png') return checkPng(bytes, maxMegapixels * 1_000_000);
    return checkJpeg(bytes, maxMegapixels);
  } catch {
    return 'UNREADABLE';
  }
}
