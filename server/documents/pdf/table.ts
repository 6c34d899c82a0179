/**
 * A plain table for the papers: a shaded head row repeated on every page it runs onto, ruled
 * rows, the first columns left-aligned and figures right-aligned, and an optional bold total.
 */
import type { PdfDocument } from '../../pdf/document';
import { colors, contentWidth, keepRoom, margin, rule } from './layout';

export interface TableSpec {
  /** Column widths in points; the last takes what is left of the content width. */
  widths: readonly number[];
  /** How many columns from the left are text (left-aligned). */
  textColumns: number;
  heads: readonly string[];
  rows: readonly (readonly string[])[];
  total?: readonly string[];
}

const rowHeight = 15;

function drawRow(
  doc: PdfDocument,
  spec: TableSpec,
  cells: readonly string[],
  y: number,
  bold: boolean,
) {
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
  let x = margin.left;
  for (const [index, cell] of cells.entries()) {
    const fixed = spec.widths[index];
    const width = fixed ?? margin.left + contentWidth - x;
    doc.text(cell, x + 2, y + 4, {
      width: width - 4,
      align: index < spec.textColumns ? 'left' : 'right',
      lineBreak: false,
    });
    x += width;
  }
}

function drawHeads(doc: PdfDocument, spec: TableSpec, y: number) {
  doc.rect(margin.left, y, contentWidth, rowHeight).fill(colors.band);
  doc.fillColor(colors.muted);
  drawRow(doc, spec, spec.heads, y, true);
  return y + rowHeight;
}

export function drawTable(doc: PdfDocument, spec: TableSpec) {
  keepRoom(doc, rowHeight * 3);
  let y = drawHeads(doc, spec, doc.y);
  const bottom = doc.page.height - margin.bottom;
  const lines = spec.total ? [...spec.rows, spec.total] : spec.rows;
  for (const [index, cells] of lines.entries()) {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = drawHeads(doc, spec, margin.top);
    }
    const isTotal = spec.total !== undefined && index === lines.length - 1;
    doc.fillColor(colors.text);
    drawRow(doc, spec, cells, y, isTotal);
    y += rowHeight;
    rule(doc, y);
  }
  doc.x = margin.left;
  doc.y = y + 8;
}
