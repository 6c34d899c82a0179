/**
 * The wizard's steps as PRODUCT gives them: 4.1's step number of every status for each product
 * and 2.3's step labels. The one copy the tests check the lifecycle chart's meta against, so it
 * is written out here rather than read from the chart.
 */
import type {
  ApplicationProduct,
  LoanApplicationStatus,
} from '../../machines/loanApplication.machine';

// Statuses PRODUCT 4.1 gives no step (waiting for a refresh, in review, canceled, identification
// for accounts and deposits) show the first step: 0 for loans, 1 for the others. Choosing the
// time of the video call is step 2's; the call itself and its outcome are step 3's.
const loanSteps: Readonly<Record<LoanApplicationStatus, number>> = {
  DEFAULT: 0,
  READY_FOR_FATCA: 1,
  MOVED_TO_TRADITIONAL_WAY: 1,
  FATCA_REJECTED: 1,
  READY_FOR_IDENTIFICATION: 1,
  WAITING_IDENTIFICATION_RESULT: 2,
  IDENTIFICATION_REJECTED: 2,
  INSURANCE_SELECTIONS: 3,
  READY_FOR_SIGN: 4,
  DOCUMENTS_PREPARATION: 4,
  SIGNED: 5,
  COMPLETED: 6,
  WAITING_REFRESH: 0,
  IN_REVIEW: 0,
  CANCELED: 0,
};
// Compressed: no identification, and step 1 is the currency choice.
const accountSteps: Readonly<Record<LoanApplicationStatus, number>> = {
  DEFAULT: 1,
  READY_FOR_FATCA: 2,
  MOVED_TO_TRADITIONAL_WAY: 2,
  FATCA_REJECTED: 2,
  READY_FOR_IDENTIFICATION: 1,
  WAITING_IDENTIFICATION_RESULT: 1,
  IDENTIFICATION_REJECTED: 1,
  INSURANCE_SELECTIONS: 3,
  READY_FOR_SIGN: 4,
  DOCUMENTS_PREPARATION: 4,
  SIGNED: 5,
  COMPLETED: 5,
  WAITING_REFRESH: 1,
  IN_REVIEW: 1,
  CANCELED: 1,
};

const fatcaLabel = 'FATCA self-assessment and video identification time';
const loanLabels = [
  'Loan details',
  fatcaLabel,
  'Online identification',
  'Insurance',
  'Signature',
  'Final approval',
] as const;
const accountLabels = [
  'Currency choice',
  'FATCA self-assessment',
  'Deposit insurance',
  'Signature',
  'Final approval',
] as const;

const isLoan = (product: ApplicationProduct) => product === 'LOAN' || product === 'REFIN';

/** The step number PRODUCT 4.1 gives a request of the product in `status`. */
export function productStep(product: ApplicationProduct, status: LoanApplicationStatus): number {
  return (isLoan(product) ? loanSteps : accountSteps)[status];
}

/** Only a request moved to a branch shows its step as failed (PRODUCT 4.1). */
export const failsStep = (status: LoanApplicationStatus) => status === 'MOVED_TO_TRADITIONAL_WAY';

/** The English labels of the product's steps, in order (PRODUCT 2.3). */
export function productStepLabels(product: ApplicationProduct): readonly string[] {
  return isLoan(product) ? loanLabels : accountLabels;
}
