/**
 * A new A4 pdfkit document with the bank's fonts, and its bytes once it ends. pdfkit works
 * synchronously, so this runs only on render workers (worker-pool.ts), never on the event loop.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/**
 * Noto Sans (SIL Open Font License 1.1, embedding allowed) has every letter of Azerbaijani and
 * Russian and the manat sign ₼, which DejaVu lacks. Read once per worker, subset per document.
 */
const fonts = {
  regular: readFileSync(
    require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  ),
  bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
};

export type PdfDocument = PDFKit.PDFDocument;

/** The document (fonts 'regular' and 'bold' registered) and a promise of its bytes. */
export function startPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PdfDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, displayTitle: true, ...options });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
