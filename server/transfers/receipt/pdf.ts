/**
 * Lays a transfer receipt out on one A4 page with pdfkit: the bank and the title on top, the
 * reference and the date, then one row per fact (sides, amounts, rate, commission, total, rail,
 * comment). pdfkit works synchronously, so this runs only in the render worker
 * (render-worker.ts), never on the server's event loop.
 */
import { type PdfDocument, startPdf } from '../../pdf/document';
import { printedDateTime, printedMoney } from '../../pdf/format';
import { type ReceiptLabels, receiptLabels } from './labels';
import type { ReceiptData } from './model';

const colors = { text: '#1b1f24', muted: '#5b6470', rule: '#d0d5db', band: '#f1f3f5' };
const margin = { top: 48, bottom: 56, left: 48, right: 48 };
const pageWidth = 595.28; // A4 in points
const contentWidth = pageWidth - margin.left - margin.right;
const labelWidth = 170;
const valueX = margin.left + labelWidth + 12;
const valueWidth = contentWidth - labelWidth - 12;

/** The receipt as PDF bytes. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const labels = receiptLabels[data.locale];
  const { doc, bytes } = startPdf({
    margins: margin,
    lang: data.locale,
    info: {
      Title: `${labels.title} ${data.reference}`,
      Author: data.bankName,
      CreationDate: new Date(data.executedAt),
    },
  });
  drawHeader(doc, data, labels);
  drawFacts(doc, factsOf(data, labels));
  drawFooter(doc, labels);
  doc.end();
  return bytes;
}

function drawHeader(doc: PdfDocument, data: ReceiptData, labels: ReceiptLabels) {
  doc.fillColor(colors.text).font('bold').fontSize(16);
  doc.text(data.bankName, margin.left, margin.top, { width: contentWidth / 2, lineBreak: false });
  doc.fontSize(14).text(labels.title, margin.left + contentWidth / 2, margin.top + 2, {
    width: contentWidth / 2,
    align: 'right',
    lineBreak: false,
  });
  const top = margin.top + 34;
  doc.rect(margin.left, top, contentWidth, 46).fill(colors.band);
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(labels.total, margin.left + 10, top + 8, { width: contentWidth / 2, lineBreak: false });
  doc.font('bold').fontSize(16).fillColor(colors.text);
  doc.text(printedMoney(data.totalMinor, data.debitCurrency), margin.left + 10, top + 20, {
    width: contentWidth / 2,
    lineBreak: false,
  });
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(labels.status, margin.left + contentWidth / 2, top + 8, {
    width: contentWidth / 2 - 10,
    align: 'right',
    lineBreak: false,
  });
  doc.font('bold').fontSize(11).fillColor(colors.text);
  doc.text(labels.executed, margin.left + contentWidth / 2, top + 22, {
    width: contentWidth / 2 - 10,
    align: 'right',
    lineBreak: false,
  });
  doc.y = top + 46 + 14;
}

function factsOf(data: ReceiptData, labels: ReceiptLabels): [string, string][] {
  const debit = printedMoney(data.debitMinor, data.debitCurrency);
  const facts: [string, string][] = [
    [labels.reference, data.reference],
    [labels.executedAt, printedDateTime(data.executedAt)],
    [labels.from, `${data.from.name}\n${data.from.display}`],
    [labels.to, `${data.to.name}\n${data.to.display}`],
    [labels.receiverBank, data.to.bank],
    [labels.debitAmount, debit],
    [labels.creditAmount, printedMoney(data.creditMinor, data.creditCurrency)],
  ];
  if (data.rate) facts.push([labels.rate, data.rate]);
  facts.push(
    [labels.commission, printedMoney(data.commissionMinor, data.debitCurrency)],
    [labels.total, printedMoney(data.totalMinor, data.debitCurrency)],
    [labels.rail, labels.rails[data.rail]],
  );
  if (data.comment) facts.push([labels.comment, data.comment]);
  return facts;
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

function drawFooter(doc: PdfDocument, labels: ReceiptLabels) {
  // Text below the bottom margin would open a new page: lift the margin while writing.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(8).fillColor(colors.muted);
  doc.text(labels.footer, margin.left, doc.page.height - 40, {
    width: contentWidth,
    lineBreak: false,
  });
  doc.page.margins.bottom = margin.bottom;
}
