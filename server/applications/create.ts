/**
 * Starting an application (/get-credit): checked once more here, since the bank's rules must
 * not depend on the contract's wording (the salary and official income by the form's own rule),
 * then created in DEFAULT with its deadline and its
 * offers in one transaction.
 */
import { incomeProblem, isValidMobilePhone } from '../../domain/loan-application-form';
import { loanDefaults } from '../../domain/loan-offer';
import type { Clock } from '../clock';
import { toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type LoanApplicationRow, loanApplications } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { Schemas } from '../openapi/json';
import { deadlineFrom, offerDrafts } from './lifecycle';
import { offerRules } from './offers';
import { replaceOffers } from './store';

function checkNewApplication(request: Schemas['NewLoanApplication'], customerPhoneNumber: string) {
  const { minimumAmount: min } = loanDefaults;
  const max = offerRules.maximumAmountManat;
  const { requestedAmount } = request;
  if (!Number.isInteger(requestedAmount) || requestedAmount < min || requestedAmount > max) {
    throw new BankError('VALIDATION_FAILED', 400, { min, max }, 'REQUESTED_AMOUNT_INVALID');
  }
  if (!isValidMobilePhone(customerPhoneNumber)) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'MOBILE_PHONE_INVALID');
  }
  // The form checks the same rule (domain/loan-application-form.ts) before sending.
  const problem = incomeProblem(request.salary, request.officialIncome);
  if (problem) throw new BankError('VALIDATION_FAILED', 400, {}, problem);
}

export async function createApplication(
  db: BankDb,
  clock: Clock,
  /** The customer's id and registered mobile (994 and 9 digits). */
  customer: { id: string; phone: string },
  request: Schemas['NewLoanApplication'],
  /** The customer's language: their documents will be written in it. */
  language: Locale,
): Promise<LoanApplicationRow> {
  // The form offers the registered mobile, so the customer types a number only to use another.
  const customerPhone = request.customerPhoneNumber ?? customer.phone.slice(3);
  checkNewApplication(request, customerPhone);
  const now = toDate(clock.now());
  return db.transaction(async (tx) => {
    const [application] = await tx
      .insert(loanApplications)
      .values({
        customerId: customer.id,
        product: request.type,
        status: 'DEFAULT',
        requestedAmount: BigInt(request.requestedAmount) * 100n,
        currency: 'AZN',
        customerPhone,
        salary: BigInt(request.salary),
        officialIncome:
          request.officialIncome === undefined ? null : BigInt(request.officialIncome),
        language,
        deadline: deadlineFrom(clock),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!application) throw new Error('the new application was not returned');
    await replaceOffers(tx, application.id, await offerDrafts(tx, application));
    return application;
  });
}
