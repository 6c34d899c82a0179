/**
 * A current account's papers: the agreement (MAIN) with the parties, the account and its
 * clauses, and the general terms and tariff summary (OTHER).
 */
import { factsOf, type PaperInput } from '../model';
import { accountTermsTexts } from '../texts/account-terms-texts';
import { accountAgreementTexts, accountLabels } from '../texts/account-texts';
import { drawFacts, drawParagraph, drawSectionHeading, drawSignatures, openPaper } from './layout';

export function renderAccountAgreement(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'ACCOUNT');
  const { doc, labels: common, finish } = openPaper(input);
  const labels = accountLabels[facts.locale];
  drawFacts(doc, [
    [common.bank, `${facts.bank.name}, BIC ${facts.bank.bic}`],
    [common.customer, facts.customer.name],
    [common.identifier, facts.customer.identifier],
    [common.phone, facts.customer.phone],
  ]);
  drawSectionHeading(doc, labels.accountSection);
  drawFacts(doc, [
    [labels.accountType, labels.currentAccount],
    [labels.currency, facts.currency],
    [labels.iban, labels.ibanLater],
  ]);
  const clauses = accountAgreementTexts[facts.locale]({
    bank: facts.bank.name,
    customer: facts.customer.name,
    identifier: facts.customer.identifier,
    currency: facts.currency,
  });
  for (const clause of clauses) {
    drawSectionHeading(doc, clause.heading);
    drawParagraph(doc, clause.text);
  }
  drawSignatures(doc, facts, common, [common.bank, common.customer]);
  return finish();
}

export function renderAccountTerms(input: PaperInput): Promise<Buffer> {
  const facts = factsOf(input, 'ACCOUNT');
  const { doc, labels: common, finish } = openPaper(input);
  const text = accountTermsTexts[facts.locale];
  drawParagraph(doc, text.intro);
  drawSectionHeading(doc, text.tariffSection);
  drawFacts(doc, text.tariffs);
  drawSectionHeading(doc, text.termsSection);
  for (const [index, term] of text.terms.entries()) drawParagraph(doc, `${index + 1}. ${term}`);
  drawSignatures(doc, facts, common, [common.bank, common.customer]);
  return finish();
}
