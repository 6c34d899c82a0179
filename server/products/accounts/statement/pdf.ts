/**
 * Lays a statement out on A4 pages with pdfkit: the bank and the account on top, the balances
 * and turnovers, then one row per operation with the column heads repeated on every page, and
 * the IBAN and "page n of m" at the foot. pdfkit works synchronously, so this runs only in the
 * render worker (render-worker.ts), never on the server's event loop.
 */

import { type PdfDocument, startPdf } from '../../../pdf/document';
import { printedDate, printedDateTime, printedMoney } from '../../../pdf/format';
import { type StatementLabels, statementLabels } from './labels';
import { type StatementData, type StatementLine, totalsOf } from './model';

const colors = { text: '#1b1f24', muted: '#5b6470', rule: '#d0d5db', band: '#f1f3f5' };
const margin = { top: 40, bottom: 56, left: 40, right: 40 };
const pageWidth = 595.28; // A4 in points
const contentWidth = pageWidth - margin.left - margin.right;
const gap = 8;
const dateWidth = 92;
const moneyWidth = 86;
const descriptionWidth = contentWidth - dateWidth - 2 * moneyWidth - 3 * gap;
const columns = {
  date: { x: margin.left, width: dateWidth },
  description: { x: margin.left + dateWidth + gap, width: descriptionWidth },
  amount: { x: margin.left + dateWidth + descriptionWidth + 2 * gap, width: moneyWidth },
  balance: { x: pageWidth - margin.right - moneyWidth, width: moneyWidth },
};
const rowPadding = 4;
const bodySize = 8.5;

type Document = PdfDocument;

/** The statement as PDF bytes. */
export function renderStatementPdf(data: StatementData): Promise<Buffer> {
  const labels = statementLabels[data.locale];
  const { doc, bytes } = startPdf({
    margins: margin,
    lang: data.locale,
    info: {
      Title: `${labels.title} ${data.iban} ${printedDate(data.from)} – ${printedDate(data.to)}`,
      Author: data.bank.name,
      CreationDate: new Date(data.generatedAt),
    },
  });
  drawHeader(doc, data, labels);
  drawSummary(doc, data, labels);
  drawOperations(doc, data, labels);
  drawFooters(doc, data, labels);
  doc.end();
  return bytes;
}

function drawHeader(doc: Document, data: StatementData, labels: StatementLabels) {
  const { bank } = data;
  doc.fillColor(colors.text).font('bold').fontSize(16);
  doc.text(bank.name, margin.left, margin.top, { width: contentWidth / 2, lineBreak: false });
  doc.fontSize(14).text(labels.title, margin.left + contentWidth / 2, margin.top + 2, {
    width: contentWidth / 2,
    align: 'right',
    lineBreak: false,
  });
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  const requisites = `${labels.bic}: ${bank.bic}    ${labels.bankCode}: ${bank.bankCode}`;
  doc.text(requisites, margin.left, margin.top + 22, { width: contentWidth, lineBreak: false });
  rule(doc, margin.top + 38);
  const facts: [string, string][] = [
    [labels.holder, data.holder],
    [labels.iban, data.iban],
    [labels.currency, data.currency],
    [labels.period, `${printedDate(data.from)} – ${printedDate(data.to)}`],
    [labels.generatedAt, printedDateTime(data.generatedAt)],
  ];
  let y = margin.top + 48;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(colors.muted);
    doc.text(label, margin.left, y, { width: 130, lineBreak: false });
    doc.font('bold').fontSize(9.5).fillColor(colors.text);
    doc.text(value, margin.left + 140, y - 0.5, { width: contentWidth - 140, lineBreak: false });
    y += 15;
  }
  doc.y = y + 6;
}

/** Opening balance, money in, money out and closing balance side by side in a shaded band. */
function drawSummary(doc: Document, data: StatementData, labels: StatementLabels) {
  const totals = totalsOf(data);
  const cells: [string, bigint][] = [
    [labels.openingBalance, data.openingBalance],
    [labels.totalIn, totals.moneyIn],
    [labels.totalOut, totals.moneyOut],
    [labels.closingBalance, totals.closingBalance],
  ];
  const top = doc.y;
  const cellWidth = contentWidth / cells.length;
  doc.rect(margin.left, top, contentWidth, 42).fill(colors.band);
  for (const [index, [label, minor]] of cells.entries()) {
    const x = margin.left + index * cellWidth + 8;
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text(label, x, top + 8, { width: cellWidth - 16, lineBreak: false });
    doc.font('bold').fontSize(11).fillColor(colors.text);
    doc.text(printedMoney(minor, data.currency), x, top + 21, {
      width: cellWidth - 16,
      lineBreak: false,
    });
  }
  doc.y = top + 42 + 16;
}

function drawOperations(doc: Document, data: StatementData, labels: StatementLabels) {
  let y = drawColumnHeads(doc, labels, doc.y);
  if (data.lines.length === 0) {
    doc.font('regular').fontSize(9).fillColor(colors.muted);
    doc.text(labels.noOperations, margin.left, y + rowPadding * 2, { width: contentWidth });
    return;
  }
  const bottom = doc.page.height - margin.bottom;
  for (const line of data.lines) {
    doc.font('regular').fontSize(bodySize);
    const textHeight = doc.heightOfString(line.description, { width: descriptionWidth });
    const height = Math.max(textHeight, doc.currentLineHeight()) + 2 * rowPadding;
    if (y + height > bottom) {
      doc.addPage();
      y = drawColumnHeads(doc, labels, margin.top);
    }
    drawRow(doc, line, data.currency, y + rowPadding);
    y += height;
    rule(doc, y);
  }
}

function drawColumnHeads(doc: Document, labels: StatementLabels, top: number): number {
  doc.rect(margin.left, top, contentWidth, 18).fill(colors.band);
  doc.font('bold').fontSize(bodySize).fillColor(colors.muted);
  const heads: [keyof typeof columns, string, 'left' | 'right'][] = [
    ['date', labels.date, 'left'],
    ['description', labels.description, 'left'],
    ['amount', labels.amount, 'right'],
    ['balance', labels.balance, 'right'],
  ];
  for (const [column, text, align] of heads) {
    const { x, width } = columns[column];
    doc.text(text, x, top + 5, { width, align, lineBreak: false });
  }
  return top + 18;
}

function drawRow(doc: Document, line: StatementLine, currency: string, y: number) {
  doc.font('regular').fontSize(bodySize).fillColor(colors.text);
  const cell = (column: keyof typeof columns, text: string, align: 'left' | 'right') =>
    doc.text(text, columns[column].x, y, { width: columns[column].width, align, lineBreak: false });
  cell('date', printedDateTime(line.bookedAt), 'left');
  doc.text(line.description, columns.description.x, y, { width: descriptionWidth });
  cell('amount', printedMoney(line.amount, currency), 'right');
  cell('balance', printedMoney(line.balanceAfter, currency), 'right');
}

function rule(doc: Document, y: number) {
  doc
    .moveTo(margin.left, y)
    .lineTo(pageWidth - margin.right, y)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
}

/** The IBAN and "page n of m" on every page, written once the number of pages is known. */
function drawFooters(doc: Document, data: StatementData, labels: StatementLabels) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: lift the margin while writing.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 34;
    const page = labels.page
      .replace('{page}', String(index - start + 1))
      .replace('{pages}', String(count));
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text(`${data.bank.name} · ${data.iban}`, margin.left, y, {
      width: contentWidth / 2,
      lineBreak: false,
    });
    doc.text(page, margin.left + contentWidth / 2, y, {
      width: contentWidth / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin.bottom;
  }
}
