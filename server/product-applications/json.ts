/** Account and deposit applications and the product table in the contract's shapes. */
import { Temporal } from 'temporal-polyfill';
import { bakuDate } from '../../domain/calendar';
import { projectedInterest } from '../../domain/deposit';
import type { DepositTerms, LoanApplicationRow } from '../db/schema';
import { amount, type Schemas } from '../openapi/json';
import type { DepositProduct, ProductCurrency } from '../products/deposits/product-table';

export function depositProductJson(product: DepositProduct): Schemas['DepositProduct'] {
  return {
    productType: product.productType,
    currency: product.currency,
    minAmount: amount(product.minAmount, product.currency),
    maxAmount: amount(product.maxAmount, product.currency),
    payoutFrequencies: [...product.payoutFrequencies],
    terms: product.terms.map((term) => ({
      termMonths: term.termMonths,
      ratePercent: Number(term.ratePercent),
    })),
  };
}

/**
 * The deposit's terms and the interest it earns over its term at the fixed rate, counted from
 * the day the customer applied (in Baku): what the customer was shown before committing.
 */
function depositJson(application: LoanApplicationRow, terms: DepositTerms) {
  const { currency, requestedAmount } = application;
  const startDate = bakuDate(
    Temporal.Instant.fromEpochMilliseconds(application.createdAt.getTime()),
  );
  const { totalInterestMinor } = projectedInterest({
    principalMinor: Number(requestedAmount),
    annualRatePercent: terms.ratePercent,
    startDate,
    termMonths: terms.termMonths,
    payout: terms.payoutFrequency,
  });
  return {
    productType: terms.productType,
    amount: amount(requestedAmount, currency),
    termMonths: terms.termMonths,
    ratePercent: Number(terms.ratePercent),
    payoutFrequency: terms.payoutFrequency,
    sourceAccountId: terms.sourceAccountId,
    expectedInterest: amount(BigInt(totalInterestMinor), currency),
  };
}

export function productApplicationJson(
  application: LoanApplicationRow,
): Schemas['ProductApplication'] {
  const terms = application.depositTerms;
  return {
    id: application.id,
    productType: application.product === 'DEPOSIT' ? 'DEPOSIT' : 'ACCOUNT',
    status: application.status,
    currency: application.currency as ProductCurrency,
    createdAt: application.createdAt.toISOString(),
    deadline: application.deadline.toISOString(),
    ...(terms ? { deposit: depositJson(application, terms) } : {}),
  };
}
