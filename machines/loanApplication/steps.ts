/**
 * What the customer sees of an application, read from the lifecycle chart's state meta: the
 * wizard's steps (PRODUCT 2.3) and the active one (PRODUCT 4.1), the screen of the status and
 * what the request list says. The chart states these per status, so nothing here is a table.
 */
import {
  type ApplicationProduct,
  isLoanApplicationStatus,
  isLoanProduct,
  type LoanApplicationStatus,
  type LoanApplicationStatusMeta,
  loanApplicationMachine,
  type RequestListStatus,
  type StepScreen,
} from '../loanApplication.machine';

/** The two numberings of PRODUCT 4.1: loans', and the compressed one of accounts and deposits. */
export type StepNumbering = keyof LoanApplicationStatusMeta['step'];

/**
 * The steps of PRODUCT 2.3 in each numbering, in the order the lifecycle goes through them:
 * identification before insurance. Accounts and deposits choose a currency first, answer FATCA
 * without a video call, have no online identification, and instead of a loan's insurance read
 * that the deposit insurance scheme covers their money.
 */
export const applicationStepKeys = {
  loan: ['details', 'fatca', 'identification', 'insurance', 'signature', 'approval'],
  account: ['currency', 'fatcaOnly', 'depositInsurance', 'signature', 'approval'],
} as const;
export type ApplicationStepKey = (typeof applicationStepKeys)[StepNumbering][number];

export function stepNumbering(product: ApplicationProduct): StepNumbering {
  return isLoanProduct(product) ? 'loan' : 'account';
}

function metaOf(status: LoanApplicationStatus): LoanApplicationStatusMeta {
  const meta = loanApplicationMachine.states[status]?.meta;
  if (!meta) throw new Error(`The application chart says nothing about ${status}`);
  return meta;
}

export interface ActiveStep {
  /** The step number exactly as PRODUCT 4.1 gives it for the product. */
  step: number;
  /** The step shows an error: the customer must apply at a branch. */
  failed: boolean;
}

/** The wizard's active step of an application of the product in `status`. */
export function activeStep(status: LoanApplicationStatus, product: ApplicationProduct): ActiveStep {
  const { step, failed } = metaOf(status);
  return { step: step[stepNumbering(product)], failed: failed ?? false };
}

/** The screen the request modal shows in `status`, if the customer has something to do. */
export function stepScreen(
  status: LoanApplicationStatus,
  product: ApplicationProduct,
): StepScreen | null {
  const { screen, accountScreen } = metaOf(status);
  return stepNumbering(product) === 'account' ? (accountScreen ?? screen) : screen;
}

/**
 * What the customer-facing list says about a request. The list's own statuses that are no
 * status of the chart (IN_PROGRESS, APPROVED, NONE) are all in progress.
 */
export function requestListStatus(status: string): RequestListStatus {
  return isLoanApplicationStatus(status) ? metaOf(status).list : 'inProgress';
}
