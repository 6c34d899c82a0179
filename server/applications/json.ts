/** Applications, offers and orders in the contract's shapes; money leaves as major units. */
import {
  type ApplicationProduct,
  allowedEvents,
  isLoanApplicationStatus,
} from '../../machines/loanApplication.machine';
import type { ExternalLiability, LoanApplicationRow, LoanOfferRow } from '../db/schema';
import { amount, type Schemas } from '../openapi/json';
import { bankById, bankOfLoanAccount } from './banks';

const optionalAmount = (minor: bigint | null, currency: LoanApplicationRow['currency']) =>
  minor === null ? null : amount(minor, currency);

export function applicationJson(application: LoanApplicationRow): Schemas['LoanApplication'] {
  return {
    id: application.id,
    type: application.product === 'REFIN' ? 'REFIN' : 'LOAN',
    status: application.status,
    requestedAmount: amount(application.requestedAmount, application.currency),
    customerPhoneNumber: application.customerPhone,
    salary: optionalAmount(application.salary, application.currency),
    officialIncome: optionalAmount(application.officialIncome, application.currency),
    createdAt: application.createdAt.toISOString(),
    deadline: application.deadline.toISOString(),
  };
}

export function offerJson(offer: LoanOfferRow): Schemas['Offer'] {
  const money = (minor: bigint) => amount(minor, 'AZN');
  return {
    id: offer.id,
    // PRODUCT 9: 999 marks the amount the customer asked for; the calculator opens on it.
    index: offer.position,
    amount: money(offer.amount),
    minimumAmount: money(offer.minimumAmount),
    term: offer.term,
    interest: Number(offer.interest),
    monthlyPayment: money(offer.monthlyPayment),
    debtToIncomeRatio: money(offer.debtToIncomeRatio),
    refinancingLoansCombinationKey: offer.refinancingKey,
    durations: offer.durations,
  };
}

/** A loan to refinance, with its bank's BIC and flags (SPEC 3), the bank matched by BIC. */
export function eligibleLoanJson(loan: ExternalLiability): Schemas['EligibleRefinancingLoan'] {
  const bank = bankOfLoanAccount(loan.loanAccount) ?? bankById(loan.bankId);
  return {
    refLiabilityId: loan.id,
    loanAccount: loan.loanAccount,
    bankName: bank?.name ?? loan.bankId,
    outstandingAmount: amount(loan.remainingAmount, loan.currency),
    ...(bank && { bankId: bank.id, bic: bank.bic, isVtb: bank.isVtb, supportIps: bank.supportIps }),
  };
}

/**
 * The status the request list gives an account or deposit application (PRODUCT 4.2 opens only
 * IN_PROGRESS and COMPLETED ones): every open status is IN_PROGRESS — the wizard shows the step
 * itself — and the closed ones keep their names, which the list shows and never opens.
 */
function productOrderStatus({ status, product }: LoanApplicationRow): string {
  const closed =
    isLoanApplicationStatus(status) &&
    allowedEvents(status, product as ApplicationProduct).length === 0;
  return closed ? status : 'IN_PROGRESS';
}

/** A request-list item: loans are LOAN or REFIN with their status; accounts and deposits coarse. */
export function orderJson(application: LoanApplicationRow): Schemas['Order'] {
  const { product } = application;
  const chosen = application.acceptedAmount ?? application.requestedAmount;
  const loan = product === 'LOAN' || product === 'REFIN';
  return {
    id: application.id,
    ...(loan ? { productType: 'LOAN', type: product } : { productType: product }),
    status: loan ? application.status : productOrderStatus(application),
    createdAt: application.createdAt.toISOString(),
    // An account has no amount to show (it is opened empty), only its currency.
    ...(product === 'ACCOUNT' ? {} : { amount: amount(chosen, application.currency) }),
    currency: application.currency,
    deadline: application.deadline.toISOString(),
  };
}
