/**
 * The papers a loan adds to its contract (OTHER): the instruction to pay off the loans being
 * refinanced, one row per loan, and the application for the insurance the customer chose.
 */
import { factsOf, type PaperInput } from '../model';
import { insuranceLabels, payoffLabels } from '../texts/other-texts';
import {
  drawFacts,
  drawParagraph,
  drawSectionHeading,
  drawSignatures,
  fill,
  money,
  openPaper,
} from './layout';

export function renderPayoffInstruction(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'LOAN', 'REFIN');
  const { doc, labels: common, finish } = openPaper(input);
  const labels = payoffLabels[facts.locale];
  drawParagraph(doc, fill(labels.intro, { borrower: facts.customer.name }));
  for (const [index, loan] of facts.refinanced.entries()) {
    drawSectionHeading(doc, `${index + 1}. ${loan.bankName}`);
    drawFacts(doc, [
      [labels.bank, loan.bankName],
      [labels.bic, loan.bic],
      [labels.loanAccount, loan.loanAccount],
      [labels.iban, loan.iban],
      [labels.amount, money(facts, loan.amountMinor)],
    ]);
  }
  const total = facts.refinanced.reduce((sum, loan) => sum + loan.amountMinor, 0);
  drawSectionHeading(doc, `${labels.total}: ${money(facts, total)}`);
  drawParagraph(doc, labels.remainder);
  drawSignatures(doc, facts, common);
  return finish();
}

export function renderInsuranceApplication(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'LOAN', 'REFIN');
  const { doc, labels: common, finish } = openPaper(input);
  const labels = insuranceLabels[facts.locale];
  const insurance = facts.insurance;
  if (!insurance) throw new Error('an insurance application needs the chosen insurance');
  drawParagraph(
    doc,
    fill(labels.intro, { borrower: facts.customer.name, insurer: insurance.insurerName }),
  );
  drawFacts(doc, [
    [labels.insurer, insurance.insurerName],
    [labels.insured, `${facts.customer.name}, ${facts.customer.identifier}`],
    [labels.sumInsured, money(facts, facts.amountMinor)],
    [labels.term, fill(common.months, { months: facts.months })],
    [labels.premium, money(facts, insurance.premiumMinor)],
  ]);
  drawParagraph(doc, labels.payment);
  drawSignatures(doc, facts, common);
  return finish();
}
