/** The render thread's entry point: piscina calls the default export, one paper at a time. */
import type { PaperInput, PaperKind } from './model';
import { renderContract } from './pdf/contract';
import { renderInsuranceApplication, renderPayoffInstruction } from './pdf/other-papers';
import { renderStandardForm } from './pdf/standard-form';

const drawers: Record<PaperKind, (input: PaperInput) => Promise<Buffer>> = {
  STANDARD_FORM: renderStandardForm,
  LOAN_CONTRACT: renderContract,
  PAYOFF_INSTRUCTION: renderPayoffInstruction,
  INSURANCE_APPLICATION: renderInsuranceApplication,
};

export default async function renderInWorker(input: PaperInput): Promise<Uint8Array> {
  return drawers[input.kind](input);
}
