/**
 * The requisites as one A4 page: the bank on top, then one line per fact a payer types in.
 * pdfkit works synchronously, so this runs only on a render thread (render-worker.ts).
 */
import { formatIban } from '../../../../domain/iban';
import { startPdf } from '../../../pdf/document';
import { printedDateTime } from '../../../pdf/format';
import { requisitesLabels } from './labels';
import type { RequisitesSheet } from './model';

const margin = { top: 48, bottom: 48, left: 48, right: 48 };
const contentWidth = 595.28 - margin.left - margin.right;
const labelWidth = 170;
const colors = { text: '#1b1f24', muted: '#5b6470', rule: '#d0d5db' };

export function renderRequisitesPdf({ locale, requisites, issuedAt }: RequisitesSheet) {
  const labels = requisitesLabels[locale];
  const { doc, bytes } = startPdf({
    margins: margin,
    lang: locale,
    info: {
      Title: `${labels.title} ${requisites.iban}`,
      Author: requisites.bankName,
      CreationDate: new Date(issuedAt),
    },
  });
  doc.font('bold').fontSize(16).fillColor(colors.text).text(requisites.bankName);
  doc.moveDown(0.3).fontSize(13).text(labels.title);
  doc.moveDown(0.3).font('regular').fontSize(9.5).fillColor(colors.muted).text(labels.intro);
  const facts: [string, string][] = [
    [labels.beneficiary, requisites.beneficiary],
    [labels.iban, formatIban(requisites.iban)],
    [labels.currency, requisites.currency],
    [labels.bank, requisites.bankName],
    [labels.bankTaxId, requisites.bankTaxId],
    [labels.bic, requisites.bic],
    [labels.correspondentAccount, formatIban(requisites.correspondentAccount)],
  ];
  let y = doc.y + 16;
  for (const [label, value] of facts) {
    doc
      .moveTo(margin.left, y)
      .lineTo(margin.left + contentWidth, y)
      .strokeColor(colors.rule);
    doc.lineWidth(0.5).stroke();
    doc.font('regular').fontSize(10).fillColor(colors.muted);
    doc.text(label, margin.left, y + 8, { width: labelWidth });
    doc.font('bold').fontSize(11).fillColor(colors.text);
    doc.text(value, margin.left + labelWidth, y + 7, { width: contentWidth - labelWidth });
    y += 30;
  }
  doc.font('regular').fontSize(8.5).fillColor(colors.muted);
  doc.text(`${labels.issued}: ${printedDateTime(issuedAt)}`, margin.left, y + 12);
  doc.end();
  return bytes;
}
