/**
 * Accepting an offer (step 1): the chosen amount and term must lie inside the offer, the
 * payment within the customer's maximum monthly payment (PRODUCT 5); a refinancing application
 * pays off at least one loan, and its offer must name exactly its loans, each with a known bank
 * and an uploaded statement. Then
 * OFFER_ACCEPTED through the chart.
 */
import { and, eq } from 'drizzle-orm';
import { annuityPaymentMinor } from '../../domain/loan';
import { bracketForTerm, offerMatchesLiabilities } from '../../domain/loan-offer';
import type { Clock } from '../clock';
import type { BankDb } from '../db/client';
import { type LoanApplicationRow, type LoanOfferRow, loanOffers } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { MessageKey } from '../i18n';
import type { LedgerTx } from '../ledger';
import { isUuid } from '../ledger/db';
import { amount as major, type Schemas } from '../openapi/json';
import { bankById } from './banks';
import { applyEvent, asOfNow, statusAfter } from './lifecycle';
import { requireStatements } from './refinancing-documents/store';
import { customerApplication } from './store';

type AcceptRequest = Schemas['AcceptOfferRequest'];

function invalid(messageKey: MessageKey, params: Record<string, number> = {}) {
  return new BankError('VALIDATION_FAILED', 400, params, messageKey);
}

async function offerOf(tx: LedgerTx, applicationId: string, offerId: string) {
  if (!isUuid(offerId)) throw invalid('OFFER_UNKNOWN');
  const [offer] = await tx
    .select()
    .from(loanOffers)
    .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.id, offerId)));
  if (!offer) throw invalid('OFFER_UNKNOWN');
  return offer;
}

function checkRefinancedLoans(
  application: LoanApplicationRow,
  offer: LoanOfferRow,
  request: AcceptRequest,
) {
  const loans = request.refinancedLoans ?? [];
  // A refinancing pays loans off: a plain credit taken through it is not what was applied for.
  if (application.product === 'REFIN' && loans.length === 0) {
    throw invalid('REFINANCED_LOANS_REQUIRED');
  }
  const ids = loans.map((loan) => loan.refLiabilityId);
  if (
    new Set(ids).size !== ids.length ||
    !offerMatchesLiabilities({ refinancingLoansCombinationKey: offer.refinancingKey }, ids)
  ) {
    throw invalid('REFINANCED_LOANS_MISMATCH');
  }
  if (loans.some((loan) => bankById(loan.bankId) === undefined)) throw invalid('BANK_UNKNOWN');
}

/** The accepted figures in minor units, or a 400 naming what is outside the offer. */
function chosenTerms(offer: LoanOfferRow, request: AcceptRequest) {
  const money = (minor: bigint) => major(minor, 'AZN');
  // PRODUCT 9: amounts are whole manat, floored.
  const amount = BigInt(Math.floor(request.amount)) * 100n;
  const refinancing = offer.refinancingKey !== '';
  const lowest = refinancing ? offer.amount : offer.minimumAmount;
  if (amount < lowest || amount > offer.amount) {
    throw invalid('OFFER_AMOUNT_OUT_OF_RANGE', { min: money(lowest), max: money(offer.amount) });
  }
  const bracket = bracketForTerm(offer.durations, request.term);
  if (!bracket) {
    const min = Math.min(...offer.durations.map((duration) => duration.minTerm));
    const max = Math.max(...offer.durations.map((duration) => duration.maxTerm));
    throw invalid('OFFER_TERM_OUT_OF_RANGE', { min, max });
  }
  const payment = BigInt(annuityPaymentMinor(Number(amount), bracket.interest, request.term));
  if (payment > offer.debtToIncomeRatio) {
    throw invalid('OFFER_OVER_MONTHLY_LIMIT', {
      payment: money(payment),
      limit: money(offer.debtToIncomeRatio),
    });
  }
  return { amount, interest: bracket.interest, payment };
}

export async function acceptOffer(
  db: BankDb,
  clock: Clock,
  customerId: string,
  applicationId: string,
  request: AcceptRequest,
): Promise<LoanApplicationRow> {
  return db.transaction(async (tx) => {
    const application = await customerApplication(tx, customerId, applicationId, {
      forUpdate: true,
    });
    // The status first: from a wrong status the answer is 409 whatever the body says.
    statusAfter(asOfNow(application, clock), 'OFFER_ACCEPTED');
    const offer = await offerOf(tx, application.id, request.offerId);
    checkRefinancedLoans(application, offer, request);
    const chosen = chosenTerms(offer, request);
    const refinanced = (request.refinancedLoans ?? []).map((loan) => loan.refLiabilityId);
    await requireStatements(tx, application.id, refinanced);
    return applyEvent(tx, clock, application, 'OFFER_ACCEPTED', {
      acceptedOfferId: offer.id,
      acceptedAmount: chosen.amount,
      acceptedTerm: request.term,
      acceptedInterest: String(chosen.interest),
      acceptedMonthlyPayment: chosen.payment,
      refinancedLoans: request.refinancedLoans ?? [],
    });
  });
}
