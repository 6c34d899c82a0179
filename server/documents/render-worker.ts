/** The render thread's entry point: piscina calls the default export, one paper at a time. */
import type { PaperInput, PaperKind } from './model';
import { renderAccountAgreement, renderAccountTerms } from './pdf/account-papers';
import { renderContract } from './pdf/contract';
import { renderDepositAgreement, renderDepositInsuranceSheet } from './pdf/deposit-papers';
import { renderInsuranceApplication, renderPayoffInstruction } from './pdf/other-papers';
import { renderStandardForm } from './pdf/standard-form';

const drawers: Record<PaperKind, (input: PaperInput) => Promise<Buffer>> = {
  STANDARD_FORM: renderStandardForm,
  LOAN_CONTRACT: renderContract,
  PAYOFF_INSTRUCTION: renderPayoffInstruction,
  INSURANCE_APPLICATION: renderInsuranceApplication,
  ACCOUNT_AGREEMENT: renderAccountAgreement,
  ACCOUNT_TERMS: renderAccountTerms,
  DEPOSIT_AGREEMENT: renderDepositAgreement,
  DEPOSIT_INSURANCE_SHEET: renderDepositInsuranceSheet,
};

export default async function renderInWorker(input: PaperInput): Promise<Uint8Array> {
  return drawers[input.kind](input);
}
