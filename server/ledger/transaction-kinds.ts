/**
 * What a ledger transaction can be. The database refuses any other kind
 * (ledger_transactions_kind), so a new kind of movement is added here and migrated
 * (`npm run gen:db`). The history and statements show it as the operation's kind.
 */
export const ledgerTransactionKinds = [
  // Money in and out of the customer's current accounts.
  'CASH_DEPOSIT',
  'CASH_WITHDRAWAL',
  'SALARY',
  'TRANSFER',
  'CURRENCY_EXCHANGE',
  'CARD_PURCHASE',
  'UTILITY_PAYMENT',
  'MOBILE_PAYMENT',
  'FEE',
  // Loans: the payout, the instalments, and what an approval pays from the new loan.
  'LOAN_DISBURSEMENT',
  'LOAN_REPAYMENT',
  'REFINANCING_PAYOFF',
  'INSURANCE_PREMIUM',
  // Deposits: the funding, the daily interest, its payouts and the principal back at the end.
  'DEPOSIT_OPENING',
  'DEPOSIT_INTEREST_ACCRUAL',
  'DEPOSIT_INTEREST_PAYOUT',
  'DEPOSIT_MATURITY',
  // Transfers: the interbank settlement of what left through IPS and clearing.
  'INTERBANK_SETTLEMENT',
] as const;

export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];
