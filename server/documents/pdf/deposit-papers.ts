/**
 * A deposit's papers: the agreement (MAIN) with the real figures, the payout plan computed by
 * the bank's own deposit rules, and the clauses; and the deposit insurance sheet (OTHER).
 */
import { printedDate } from '../../pdf/format';
import { depositPlan } from '../deposit-plan';
import { type DepositFacts, factsOf, type PaperInput } from '../model';
import { depositInsuranceTexts } from '../texts/deposit-insurance-texts';
import { depositAgreementTexts, depositLabels } from '../texts/deposit-texts';
import type { CommonLabels } from '../texts/titles';
import {
  drawFacts,
  drawParagraph,
  drawSectionHeading,
  drawSignatures,
  fill,
  money,
  openPaper,
  percent,
} from './layout';
import { drawTable } from './table';

function partyRows(facts: DepositFacts, common: CommonLabels) {
  return [
    [common.bank, `${facts.bank.name}, BIC ${facts.bank.bic}`],
    [common.depositor, facts.customer.name],
    [common.identifier, facts.customer.identifier],
    [common.phone, facts.customer.phone],
  ] as const;
}

const sourceOf = (facts: DepositFacts) =>
  `${facts.sourceAccount.name}, ${facts.sourceAccount.iban}`;

export function renderDepositAgreement(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'DEPOSIT');
  const { doc, labels: common, finish } = openPaper(input);
  const labels = depositLabels[facts.locale];
  const plan = depositPlan(facts);
  drawFacts(doc, partyRows(facts, common));
  drawSectionHeading(doc, labels.depositSection);
  drawFacts(doc, [
    [labels.depositType, labels.types[facts.depositType]],
    [labels.currency, facts.currency],
    [labels.amount, money(facts, facts.amountMinor)],
    [labels.term, fill(common.months, { months: facts.termMonths })],
    [labels.startDate, printedDate(facts.startDate)],
    [labels.endDate, printedDate(plan.endDate)],
    [labels.rate, percent(facts.annualRatePercent)],
    [labels.payout, facts.payout === 'MON' ? labels.monthly : labels.atEnd],
    [labels.sourceAccount, sourceOf(facts)],
    [labels.totalInterest, money(facts, plan.totalInterestMinor)],
    [labels.totalReturned, money(facts, plan.totalReturnedMinor)],
  ]);
  drawSectionHeading(doc, labels.planSection);
  drawParagraph(doc, fill(labels.planNote, { date: printedDate(facts.startDate) }), 8.5);
  drawTable(doc, {
    widths: [40, 110, 80],
    textColumns: 2,
    heads: [labels.number, labels.date, labels.days, labels.interest],
    rows: plan.payouts.map((payout) => [
      String(payout.number),
      printedDate(payout.date),
      String(payout.days),
      money(facts, payout.interestMinor),
    ]),
    total: ['', labels.total, '', money(facts, plan.totalInterestMinor)],
  });
  const clauses = depositAgreementTexts[facts.locale]({
    bank: facts.bank.name,
    depositor: facts.customer.name,
    identifier: facts.customer.identifier,
    type: labels.types[facts.depositType],
    amount: money(facts, facts.amountMinor),
    months: facts.termMonths,
    rate: percent(facts.annualRatePercent),
    source: facts.sourceAccount.iban,
    monthly: facts.payout === 'MON',
  });
  for (const clause of clauses) {
    drawSectionHeading(doc, clause.heading);
    drawParagraph(doc, clause.text);
  }
  drawSignatures(doc, facts, common, [common.bank, common.depositor]);
  return finish();
}

export function renderDepositInsuranceSheet(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'DEPOSIT');
  const { doc, labels: common, finish } = openPaper(input);
  const text = depositInsuranceTexts[facts.locale];
  const labels = depositLabels[facts.locale];
  drawParagraph(doc, text.intro);
  for (const section of text.sections) {
    drawSectionHeading(doc, section.heading);
    drawParagraph(doc, section.text);
  }
  drawSectionHeading(doc, text.depositSection);
  drawFacts(doc, [
    [common.depositor, facts.customer.name],
    [labels.depositType, labels.types[facts.depositType]],
    [labels.amount, money(facts, facts.amountMinor)],
    [labels.rate, percent(facts.annualRatePercent)],
  ]);
  drawParagraph(doc, text.depositNote, 8.5);
  drawSignatures(doc, facts, common, [common.bank, common.depositor]);
  return finish();
}
