/** Applications, offers and orders in the contract's shapes; money leaves as major units. */
import type { ExternalLiability, LoanApplicationRow, LoanOfferRow } from '../db/schema';
import { amount, type Schemas } from '../products/json';
import { bankById } from './banks';

export function applicationJson(application: LoanApplicationRow): Schemas['LoanApplication'] {
  return {
    id: application.id,
    type: application.product === 'REFIN' ? 'REFIN' : 'LOAN',
    status: application.status,
    requestedAmount: amount(application.requestedAmount, application.currency),
    customerPhoneNumber: application.customerPhone,
    createdAt: application.createdAt.toISOString(),
    deadline: application.deadline.toISOString(),
  };
}

export function offerJson(offer: LoanOfferRow): Schemas['Offer'] {
  const money = (minor: bigint) => amount(minor, 'AZN');
  return {
    id: offer.id,
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

export function eligibleLoanJson(loan: ExternalLiability): Schemas['EligibleRefinancingLoan'] {
  return {
    refLiabilityId: loan.id,
    loanAccount: loan.loanAccount,
    bankName: bankById(loan.bankId)?.name ?? loan.bankId,
    outstandingAmount: amount(loan.remainingAmount, loan.currency),
  };
}

/** A request-list item: loans are LOAN or REFIN; issue 6 adds accounts and deposits. */
export function orderJson(application: LoanApplicationRow): Schemas['Order'] {
  const { product } = application;
  const chosen = application.acceptedAmount ?? application.requestedAmount;
  return {
    id: application.id,
    ...(product === 'LOAN' || product === 'REFIN'
      ? { productType: 'LOAN', type: product }
      : { productType: product }),
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    amount: amount(chosen, application.currency),
    currency: application.currency,
    deadline: application.deadline.toISOString(),
  };
}
