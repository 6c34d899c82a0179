/** The loan contract (OTHER): the parties, the figures, the clauses and the signature lines. */
import { loanFigures } from '../figures';
import { factsOf, type PaperInput } from '../model';
import { contractTexts } from '../texts/contract-texts';
import {
  drawParagraph,
  drawSectionHeading,
  drawSignatures,
  money,
  openPaper,
  percent,
} from './layout';

export function renderContract(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'LOAN', 'REFIN');
  const { doc, labels, finish } = openPaper(input);
  const figures = loanFigures(facts);
  const clauses = contractTexts[facts.locale]({
    lender: facts.bank.name,
    borrower: facts.customer.name,
    identifier: facts.customer.identifier,
    amount: money(facts, facts.amountMinor),
    months: facts.months,
    rate: percent(facts.annualRatePercent),
    payment: money(facts, facts.monthlyPaymentMinor),
    payments: figures.schedule.length,
    apr: percent(figures.aprPercent),
    totalPayable: money(facts, figures.totalPayableMinor),
    refinancing: facts.product === 'REFIN',
    insurer: facts.insurance?.insurerName ?? null,
  });
  for (const clause of clauses) {
    drawSectionHeading(doc, clause.heading);
    drawParagraph(doc, clause.text);
  }
  drawSignatures(doc, facts, labels);
  return finish();
}
