/**
 * Starting an account or deposit application (issue 6). The customer's choice — the currency,
 * or the deposit's terms — is step 1 of PRODUCT 4.1's compressed steps, so the application is
 * stored in DEFAULT and moved on by OFFER_ACCEPTED through the chart in the same transaction:
 * it starts in READY_FOR_FATCA, and a refused request stores nothing.
 */
import { applyEvent, deadlineFrom } from '../applications/lifecycle';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type CustomerProfile, type LoanApplicationRow, loanApplications } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { LedgerTx } from '../ledger';
import type { Schemas } from '../openapi/json';
import type { ProductCurrency } from '../products/deposits/product-table';
import { checkDepositRequest } from './deposit-terms';

const productCurrencies: readonly string[] = ['AZN', 'USD', 'EUR'] satisfies ProductCurrency[];

/** The currency once more here: the bank's rules must not depend on the contract's wording. */
function checkedCurrency(currency: string): ProductCurrency {
  if (!productCurrencies.includes(currency)) {
    throw new BankError('VALIDATION_FAILED', 400, {}, 'PRODUCT_CURRENCY_INVALID');
  }
  return currency as ProductCurrency;
}

type NewRow = Pick<
  typeof loanApplications.$inferInsert,
  'product' | 'currency' | 'requestedAmount' | 'depositTerms'
>;

async function start(
  tx: LedgerTx,
  clock: Clock,
  customer: CustomerProfile,
  language: Locale,
  row: NewRow,
): Promise<LoanApplicationRow> {
  const now = toDate(clock.now());
  const [application] = await tx
    .insert(loanApplications)
    .values({
      ...row,
      customerId: customer.id,
      status: 'DEFAULT',
      // The 9 national digits of the phone the bank knows (stored with the country code 994).
      customerPhone: customer.phone.slice(3),
      language,
      deadline: deadlineFrom(clock),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!application) throw new Error('the new application was not returned');
  return applyEvent(tx, clock, application, 'OFFER_ACCEPTED');
}

export function createAccountApplication(
  db: BankDb,
  clock: Clock,
  customer: CustomerProfile,
  request: Schemas['NewAccountApplication'],
  language: Locale,
): Promise<LoanApplicationRow> {
  const currency = checkedCurrency(request.currency);
  return db.transaction((tx) =>
    start(tx, clock, customer, language, { product: 'ACCOUNT', currency, requestedAmount: 0n }),
  );
}

export function createDepositApplication(
  db: BankDb,
  clock: Clock,
  customer: CustomerProfile,
  request: Schemas['NewDepositApplication'],
  language: Locale,
): Promise<LoanApplicationRow> {
  const currency = checkedCurrency(request.currency);
  return db.transaction(async (tx) => {
    const checked = await checkDepositRequest(tx, customer.id, request);
    return start(tx, clock, customer, language, {
      product: 'DEPOSIT',
      currency,
      requestedAmount: checked.amount,
      depositTerms: {
        productType: request.productType,
        termMonths: request.termMonths,
        ratePercent: checked.ratePercent,
        payoutFrequency: request.payoutFrequency,
        sourceAccountId: checked.source.id,
      },
    });
  });
}
