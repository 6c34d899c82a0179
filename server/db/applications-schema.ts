/**
 * Loan applications (issue 5; re-exported by schema.ts): the customer's requests, the offers
 * the bank made for them, and what the bank knows of the customer's finances to make them —
 * the monthly income and the loans at other banks. Money in integer minor units.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, minor } from './columns';
import { customers } from './customers-schema';
import type { Currency } from './ledger-schema';

/** Annual rates in percent, exact (as in products-schema.ts). */
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

/** ACCOUNT and DEPOSIT applications arrive in issue 6; the column already takes them. */
export const applicationProducts = ['LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT'] as const;
export type ApplicationProductColumn = (typeof applicationProducts)[number];

/** What a DEPOSIT application asks for, fixed at creation (the rate from the product table). */
export interface DepositTerms {
  productType: 'PROFIT' | 'AVANS' | 'TRGT';
  termMonths: number;
  /** Annual rate in percent, as a decimal string (exact). */
  ratePercent: string;
  payoutFrequency: 'MON' | 'YEAR';
  sourceAccountId: string;
}

/** A liability refinanced by an accepted offer, with where its payoff goes. */
export interface RefinancedLoan {
  refLiabilityId: string;
  bankId: string;
  iban: string;
}

export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    product: text('product').$type<ApplicationProductColumn>().notNull(),
    /** A status of the lifecycle chart (machines/loanApplication.machine.ts). */
    status: text('status').notNull(),
    requestedAmount: minor('requested_amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The 9 national digits the customer gave for this application (PRODUCT 5). */
    customerPhone: text('customer_phone').notNull(),
    /**
     * LOAN and REFIN (SPEC 3): the monthly salary and its officially confirmed part the customer
     * gave, in minor units; null for accounts, deposits and applications made before they were
     * asked, and official income for a customer who gave none.
     */
    salary: minor('salary'),
    officialIncome: minor('official_income'),
    /** The customer's language (az, ru, en) at the last step they took: their documents' language. */
    language: text('language').notNull().default('az'),
    deadline: instant('deadline').notNull(),
    /** No foreign key: offers are replaced on refresh, and this is cleared with them. */
    acceptedOfferId: uuid('accepted_offer_id'),
    acceptedAmount: minor('accepted_amount'),
    acceptedTerm: integer('accepted_term'),
    acceptedInterest: rate('accepted_interest'),
    acceptedMonthlyPayment: minor('accepted_monthly_payment'),
    refinancedLoans: jsonb('refinanced_loans').$type<RefinancedLoan[]>().notNull().default([]),
    /** DEPOSIT only; requestedAmount is then the deposit's amount (an ACCOUNT asks for none: 0). */
    depositTerms: jsonb('deposit_terms').$type<DepositTerms>(),
    /**
     * ACCOUNT and DEPOSIT only: when the customer confirmed reading how the deposit insurance
     * scheme covers their money (step 3); their documents are prepared only after it.
     */
    depositInsuranceReadAt: instant('deposit_insurance_read_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('loan_applications_customer').on(table.customerId, table.createdAt),
    index('loan_applications_deadline').on(table.deadline),
    check(
      'loan_applications_product',
      sql`${table.product} in ('LOAN', 'REFIN', 'ACCOUNT', 'DEPOSIT')`,
    ),
    check(
      'loan_applications_requested_amount',
      sql`${table.requestedAmount} > 0 or (${table.product} = 'ACCOUNT' and ${table.requestedAmount} = 0)`,
    ),
  ],
);

/** A duration bracket of an offer: terms minTerm..maxTerm months at interest % a year. */
export interface OfferDuration {
  minTerm: number;
  maxTerm: number;
  interest: number;
}

export const loanOffers = pgTable(
  'loan_offers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    amount: minor('amount').notNull(),
    minimumAmount: minor('minimum_amount').notNull(),
    term: integer('term').notNull(),
    interest: rate('interest').notNull(),
    monthlyPayment: minor('monthly_payment').notNull(),
    /** The customer's maximum monthly payment for this offer (PRODUCT 3), minor units. */
    debtToIncomeRatio: minor('debt_to_income_ratio').notNull(),
    /** ';'-joined liability ids refinanced by this offer; '' for a plain credit. */
    refinancingKey: text('refinancing_key').notNull().default(''),
    durations: jsonb('durations').$type<OfferDuration[]>().notNull(),
    /** Order among the offers; 999 marks the amount the customer requested (PRODUCT 9). */
    position: integer('position').notNull(),
  },
  (table) => [index('loan_offers_application').on(table.applicationId, table.position)],
);

/** The customer's monthly net income as the bank knows it (salary statements, tax office). */
export const customerIncomes = pgTable('customer_incomes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  monthlyNetIncome: minor('monthly_net_income').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** The customer's loans at other banks, from the credit bureau. */
export const externalLiabilities = pgTable(
  'external_liabilities',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** An id of the bank table (server/applications/banks.ts). */
    bankId: text('bank_id').notNull(),
    /** The loan's account number at that bank, 28 characters. */
    loanAccount: text('loan_account').notNull(),
    remainingAmount: minor('remaining_amount').notNull(),
    monthlyPayment: minor('monthly_payment').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    eligibleForRefinancing: boolean('eligible_for_refinancing').notNull(),
  },
  (table) => [index('external_liabilities_customer').on(table.customerId)],
);

export type LoanApplicationRow = typeof loanApplications.$inferSelect;
export type LoanOfferRow = typeof loanOffers.$inferSelect;
export type ExternalLiability = typeof externalLiabilities.$inferSelect;
