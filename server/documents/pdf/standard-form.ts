/**
 * The standard information form for a consumer loan (MAIN): who lends to whom, the loan, what
 * it costs (total interest, premium, total payable, the effective annual rate) and the full
 * repayment schedule, the column heads repeated on every page.
 */

import type { PdfDocument } from '../../pdf/document';
import { printedDate } from '../../pdf/format';
import { loanFigures } from '../figures';
import { factsOf, type LoanFacts, type PaperInput } from '../model';
import { type FormLabels, formLabels } from '../texts/form-labels';
import {
  colors,
  contentWidth,
  drawFacts,
  drawParagraph,
  drawSectionHeading,
  fill,
  keepRoom,
  margin,
  money,
  openPaper,
  percent,
  rule,
} from './layout';

export function renderStandardForm(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'LOAN', 'REFIN');
  const { doc, labels: common, finish } = openPaper(input);
  const labels = formLabels[facts.locale];
  const figures = loanFigures(facts);
  drawFacts(doc, [
    [common.lender, `${facts.bank.name}, BIC ${facts.bank.bic}`],
    [common.borrower, facts.customer.name],
    [common.identifier, facts.customer.identifier],
    [common.phone, facts.customer.phone],
  ]);
  drawSectionHeading(doc, labels.loanSection);
  drawFacts(doc, [
    [labels.loanType, facts.product === 'REFIN' ? labels.refinancing : labels.credit],
    [labels.amount, money(facts, facts.amountMinor)],
    [labels.currency, facts.currency],
    [labels.term, fill(common.months, { months: facts.months })],
    [labels.nominalRate, percent(facts.annualRatePercent)],
    [labels.monthlyPayment, money(facts, facts.monthlyPaymentMinor)],
    [labels.payments, String(figures.schedule.length)],
  ]);
  drawSectionHeading(doc, labels.costSection);
  drawFacts(doc, [
    [labels.totalInterest, money(facts, figures.totalInterestMinor)],
    [
      labels.premium,
      facts.insurance
        ? `${money(facts, facts.insurance.premiumMinor)} (${facts.insurance.insurerName})`
        : labels.noInsurance,
    ],
    [labels.totalPayable, money(facts, figures.totalPayableMinor)],
    [labels.apr, percent(figures.aprPercent)],
  ]);
  drawParagraph(doc, labels.aprNote, 8.5);
  drawSectionHeading(doc, labels.scheduleSection);
  drawParagraph(doc, fill(labels.scheduleNote, { date: printedDate(facts.startDate) }), 8.5);
  drawSchedule(doc, facts, labels, figures.schedule);
  return finish();
}

const widths = [30, 80, 96, 90, 96, contentWidth - 392];
const rowHeight = 15;

function drawRow(doc: PdfDocument, cells: string[], y: number, bold = false) {
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
  doc.fillColor(bold ? colors.muted : colors.text);
  let x = margin.left;
  for (const [index, cell] of cells.entries()) {
    const width = widths[index] ?? 0;
    doc.text(cell, x + 2, y + 4, {
      width: width - 4,
      align: index < 2 ? 'left' : 'right',
      lineBreak: false,
    });
    x += width;
  }
}

function drawHeads(doc: PdfDocument, labels: FormLabels, y: number) {
  doc.rect(margin.left, y, contentWidth, rowHeight).fill(colors.band);
  const heads = [
    labels.number,
    labels.date,
    labels.principal,
    labels.interest,
    labels.payment,
    labels.balance,
  ];
  drawRow(doc, heads, y, true);
  return y + rowHeight;
}

function drawSchedule(
  doc: PdfDocument,
  facts: LoanFacts,
  labels: FormLabels,
  schedule: ReturnType<typeof loanFigures>['schedule'],
) {
  keepRoom(doc, rowHeight * 3);
  let y = drawHeads(doc, labels, doc.y);
  const bottom = doc.page.height - margin.bottom;
  for (const row of schedule) {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = drawHeads(doc, labels, margin.top);
    }
    drawRow(
      doc,
      [
        String(row.number),
        printedDate(row.dueDate),
        money(facts, row.principalMinor),
        money(facts, row.interestMinor),
        money(facts, row.paymentMinor),
        money(facts, row.balanceAfterMinor),
      ],
      y,
    );
    y += rowHeight;
    rule(doc, y);
  }
  doc.y = y + 8;
}
