/**
 * A receipt as plain data: what the main thread reads from an executed transfer and hands to
 * the render worker. Only structured-cloneable values (strings, numbers, bigint), so it crosses
 * the thread boundary as it is. Money is bigint minor units; the sides are already masked.
 */
import type { Locale } from '../../../domain/locale';
import type { Currency } from '../../../domain/money';
import type { TransferRow } from '../../db/schema';

export interface ReceiptSide {
  /** Masked IBAN or card number, as the transfer shows it. */
  display: string;
  /** The product's name, or the other person's masked name. */
  name: string;
}

export interface ReceiptData {
  locale: Locale;
  bankName: string;
  reference: string;
  rail: TransferRow['rail'];
  /** When the transfer was executed, epoch milliseconds. */
  executedAt: number;
  from: ReceiptSide;
  to: ReceiptSide & { bank: string };
  debitMinor: bigint;
  debitCurrency: Currency;
  creditMinor: bigint;
  creditCurrency: Currency;
  /** "1 USD = 1.7000 AZN", or null when no exchange was made. */
  rate: string | null;
  commissionMinor: bigint;
  totalMinor: bigint;
  comment: string | null;
  /** A payment's receipt names the provider, the subscriber and the provider's reference. */
  payment?: PaymentReceipt;
}

export interface PaymentReceipt {
  provider: string;
  /** The masked phone or the subscriber code. */
  subscriber: string;
  /** The subscriber's masked name, when the provider told it. */
  subscriberName: string | null;
  providerReference: string;
}
