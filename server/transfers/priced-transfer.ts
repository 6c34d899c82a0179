/**
 * A transfer as the bank priced it: what the quote side (quoteTransfer) stores and the execution
 * side (createTransfer, confirmTransfer, the clearing job) books. Money is bigint minor units;
 * the contract's decimals exist only at the routes' edge.
 */
import type { Temporal } from 'temporal-polyfill';
import type { Currency } from '../../domain/money';
import type { components } from '../../openapi/generated/schema';

export type TransferType = components['schemas']['TransferType'];
export type TransferRail = components['schemas']['TransferRail'];
export type PaymentCategory = components['schemas']['PaymentCategory'];

/** A bank of the directory, as a transfer names it. */
export interface TransferBank {
  id: string;
  bic: string;
  name: string;
}

/** The customer's own current account or card the money leaves. */
export interface TransferSourceSide {
  productId: string;
  kind: 'ACCOUNT' | 'CARD';
  /** The ledger account debited (a card spends from its linked current account). */
  ledgerAccountId: string;
  display: string;
  name: string;
  currency: Currency;
}

/**
 * A payment's receiver (server/payments): the provider, and the category its payment is booked
 * under (MOBILE → the MOBILE operation, GAS, ELECTRICITY, WATER, INTERNET → UTILITIES).
 */
export interface ProviderDestination {
  id: string;
  category: PaymentCategory;
  /** A utility's subscriber code; a mobile operator's subscriber is the destination's phone. */
  subscriberCode: string | null;
}

/**
 * Where the money goes. OWN and CUSTOMER land on a ledger account of this bank; EXTERNAL leaves
 * through the IPS or clearing settlement account, named by what the customer typed; PROVIDER
 * is a payment, landing on the provider's settlement account at this bank.
 */
export interface TransferDestinationSide {
  kind: 'OWN' | 'CUSTOMER' | 'EXTERNAL' | 'PROVIDER';
  /** Set for OWN (the customer's product) and CUSTOMER (the receiver's account or card). */
  productId: string | null;
  ledgerAccountId: string | null;
  /** The receiving customer of this bank, for CUSTOMER. */
  customerId: string | null;
  /** Masked IBAN or card number, as shown. */
  display: string;
  /** The product's name (OWN) or the receiver's masked name. */
  name: string;
  currency: Currency;
  bank: TransferBank;
  /** What the customer typed for another bank, kept for the payment order. */
  iban: string | null;
  cardNumber: string | null;
  phone: string | null;
  receiverName: string | null;
  taxId: string | null;
  /** Set for PROVIDER only. */
  provider?: ProviderDestination;
}

export interface AppliedRate {
  from: Currency;
  to: Currency;
  /** Units of `to` for one unit of `from`, times 1 000 000 (exact, no floating point). */
  rateMicros: bigint;
}

export interface PricedTransfer {
  quoteId: string;
  customerId: string;
  type: TransferType;
  rail: TransferRail;
  source: TransferSourceSide;
  destination: TransferDestinationSide;
  debitMinor: bigint;
  debitCurrency: Currency;
  creditMinor: bigint;
  creditCurrency: Currency;
  rate: AppliedRate | null;
  /** The published tariff's fee, in the source's currency. */
  commissionMinor: bigint;
  /** debitMinor + commissionMinor: what leaves the source. */
  totalMinor: bigint;
  /** The Baku date it is executed (today, or the next business day for late clearing). */
  executionDate: Temporal.PlainDate;
  instant: boolean;
  codeRequired: boolean;
  expiresAt: Temporal.Instant;
  comment: string | null;
}
