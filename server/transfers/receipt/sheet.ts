/**
 * The layout every receipt of the bank shares, on one A4 page with pdfkit: the bank and the
 * title on top, a band with the headline amount and the status, then one row per fact and a
 * footer. Transfers (pdf.ts) and operations of the history (server/products/operations/receipt)
 * fill it with their own labels and figures. pdfkit works synchronously, so this runs only on
 * render workers, never on the server's event loop.
 */
import type { Locale } from '../../../domain/locale';
import { type PdfDocument, startPdf } from '../../pdf/document';

/** A receipt as printed: every text already in the reader's language and format. */
export interface ReceiptSheet {
  locale: Locale;
  bankName: string;
  title: string;
  /** The PDF's title in its properties, e.g. the title and the reference. */
  documentTitle: string;
  /** When the receipted movement happened, epoch milliseconds. */
  createdAt: number;
  headline: { label: string; value: string };
  status: { label: string; value: string };
  facts: [label: string, value: string][];
  footer: string;
}

const colors = { text: '#1b1f24', muted: '#5b6470', rule: '#d0d5db', band: '#f1f3f5' };
const margin = { top: 48, bottom: 56, left: 48, right: 48 };
const pageWidth = 595.28; // A4 in points
const contentWidth = pageWidth - margin.left - margin.right;
const labelWidth = 170;
const valueX = margin.left + labelWidth + 12;
const valueWidth = contentWidth - labelWidth - 12;

/** The sheet as PDF bytes. */
export function renderReceiptSheet(sheet: ReceiptSheet): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    margins: margin,
    lang: sheet.locale,
    info: {
      Title: sheet.documentTitle,
      Author: sheet.bankName,
      CreationDate: new Date(sheet.createdAt),
    },
  });
  drawHeader(doc, sheet);
  drawFacts(doc, sheet.facts);
  drawFooter(doc, sheet.footer);
  doc.end();
  return bytes;
}

function drawHeader(doc: PdfDocument, sheet: ReceiptSheet) {
  const half = contentWidth / 2;
  doc.fillColor(colors.text).font('bold').fontSize(16);
  doc.text(sheet.bankName, margin.left, margin.top, { width: half, lineBreak: false });
  doc.fontSize(14).text(sheet.title, margin.left + half, margin.top + 2, {
    width: half,
    align: 'right',
    lineBreak: false,
  });
  const top = margin.top + 34;
  doc.rect(margin.left, top, contentWidth, 46).fill(colors.band);
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(sheet.headline.label, margin.left + 10, top + 8, { width: half, lineBreak: false });
  doc.font('bold').fontSize(16).fillColor(colors.text);
  doc.text(sheet.headline.value, margin.left + 10, top + 20, { width: half, lineBreak: false });
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(sheet.status.label, margin.left + half, top + 8, {
    width: half - 10,
    align: 'right',
    lineBreak: false,
  });
  doc.font('bold').fontSize(11).fillColor(colors.text);
  doc.text(sheet.status.value, margin.left + half, top + 22, {
    width: half - 10,
    align: 'right',
    lineBreak: false,
  });
  doc.y = top + 46 + 14;
}

/** One row per fact: the label muted on the left, the value on the right, a rule between. */
function drawFacts(doc: PdfDocument, facts: [string, string][]) {
  let y = doc.y;
  for (const [label, value] of facts) {
    doc.font('bold').fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12) + 12;
    doc.font('regular').fontSize(9).fillColor(colors.muted);
    doc.text(label, margin.left, y + 6, { width: labelWidth });
    doc.font('bold').fontSize(10).fillColor(colors.text);
    doc.text(value, valueX, y + 5.5, { width: valueWidth });
    y += height;
    doc
      .moveTo(margin.left, y)
      .lineTo(pageWidth - margin.right, y)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
  }
  doc.y = y;
}

function drawFooter(doc: PdfDocument, footer: string) {
  // Text below the bottom margin would open a new page: lift the margin while writing.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(8).fillColor(colors.muted);
  doc.text(footer, margin.left, doc.page.height - 40, { width: contentWidth, lineBreak: false });
  doc.page.margins.bottom = margin.bottom;
}
