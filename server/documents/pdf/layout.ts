/**
 * The shared look of the bank's papers: the bank and the title on top with the
 * application's reference, label–value rows, numbered clauses, the signature lines and
 * "page n of m" at the foot. Everything flows down the page and breaks onto a new one.
 */
import { type PdfDocument, startPdf } from '../../pdf/document';
import { printedDateTime, printedMoney } from '../../pdf/format';
import type { PaperBasics, PaperInput } from '../model';
import { type CommonLabels, commonLabels, paperTitles } from '../texts/titles';

export const colors = { text: '#1b1f24', muted: '#5b6470', rule: '#d0d5db', band: '#f1f3f5' };
export const margin = { top: 40, bottom: 56, left: 48, right: 48 };
const pageWidth = 595.28; // A4 in points
export const contentWidth = pageWidth - margin.left - margin.right;
const labelWidth = 210;

export function money(facts: { currency: string }, minor: number): string {
  return printedMoney(BigInt(minor), facts.currency);
}

export function percent(value: number | string): string {
  return `${Number(value).toFixed(2)} %`;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A new paper with its title on top; `finish` adds the feet and returns the bytes. */
export function openPaper({ kind, facts }: PaperInput) {
  const title = paperTitles[kind][facts.locale];
  const labels = commonLabels[facts.locale];
  const { doc, bytes } = startPdf({
    margins: margin,
    lang: facts.locale,
    info: {
      Title: `${title} ${facts.reference}`,
      Author: facts.bank.name,
      CreationDate: new Date(facts.preparedAt),
    },
  });
  drawHeading(doc, facts, title, labels);
  return {
    doc,
    labels,
    finish(): Promise<Buffer> {
      drawFooters(doc, facts, labels);
      doc.end();
      return bytes;
    },
  };
}

function drawHeading(doc: PdfDocument, facts: PaperBasics, title: string, labels: CommonLabels) {
  doc.fillColor(colors.text).font('bold').fontSize(15);
  doc.text(facts.bank.name, margin.left, margin.top, { width: contentWidth });
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(`BIC (SWIFT) ${facts.bank.bic}`, { width: contentWidth });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(14).fillColor(colors.text).text(title, { width: contentWidth });
  doc.font('regular').fontSize(9).fillColor(colors.muted);
  doc.text(
    `${labels.reference} ${facts.reference} · ${labels.preparedAt} ${printedDateTime(facts.preparedAt)}`,
    { width: contentWidth },
  );
  rule(doc, doc.y + 6);
  doc.y += 14;
}

export function rule(doc: PdfDocument, y: number) {
  doc
    .moveTo(margin.left, y)
    .lineTo(pageWidth - margin.right, y)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
}

/** Starts a new page when fewer than `height` points are left. */
export function keepRoom(doc: PdfDocument, height: number) {
  if (doc.y + height > doc.page.height - margin.bottom) doc.addPage();
}

export function drawSectionHeading(doc: PdfDocument, text: string) {
  keepRoom(doc, 40);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor(colors.text);
  doc.text(text, margin.left, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
}

/** Label–value rows, the value in bold; both wrap. */
export function drawFacts(doc: PdfDocument, rows: readonly (readonly [string, string])[]) {
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(9);
    const valueWidth = contentWidth - labelWidth - 10;
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.font('bold').fontSize(9.5).heightOfString(value, { width: valueWidth }),
    );
    keepRoom(doc, height + 6);
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(colors.muted);
    doc.text(label, margin.left, y, { width: labelWidth });
    doc.font('bold').fontSize(9.5).fillColor(colors.text);
    doc.text(value, margin.left + labelWidth + 10, y, { width: valueWidth });
    doc.y = y + height + 5;
  }
}

export function drawParagraph(doc: PdfDocument, text: string, size = 9.5) {
  doc.font('regular').fontSize(size).fillColor(colors.text);
  keepRoom(doc, doc.heightOfString(text, { width: contentWidth }) + 4);
  doc.text(text, margin.left, doc.y, { width: contentWidth, align: 'justify' });
  doc.moveDown(0.5);
}

/** The bank's and the customer's signature lines side by side, under their roles. */
export function drawSignatures(
  doc: PdfDocument,
  facts: PaperBasics,
  labels: CommonLabels,
  roles: readonly [bank: string, customer: string] = [labels.lender, labels.borrower],
) {
  keepRoom(doc, 90);
  doc.moveDown(1.5);
  const top = doc.y;
  const half = (contentWidth - 24) / 2;
  const parties: [string, string, number][] = [
    [roles[0], facts.bank.name, margin.left],
    [roles[1], facts.customer.name, margin.left + half + 24],
  ];
  for (const [role, name, x] of parties) {
    doc.font('regular').fontSize(8.5).fillColor(colors.muted).text(role, x, top, { width: half });
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(colors.text)
      .text(name, x, top + 13, { width: half });
    doc
      .moveTo(x, top + 52)
      .lineTo(x + half, top + 52)
      .lineWidth(0.5)
      .strokeColor(colors.muted)
      .stroke();
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text(labels.signature, x, top + 56, { width: half });
  }
  doc.font('regular').fontSize(8).fillColor(colors.muted);
  doc.text(labels.signedElectronically, margin.left, top + 74, { width: contentWidth });
}

/** The reference and "page n of m" on every page, written once the page count is known. */
function drawFooters(doc: PdfDocument, facts: PaperBasics, labels: CommonLabels) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: lift the margin while writing.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 34;
    const page = fill(labels.page, { page: index - start + 1, pages: count });
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text(`${facts.bank.name} · ${labels.reference} ${facts.reference}`, margin.left, y, {
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
