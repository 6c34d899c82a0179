/**
 * A PricedTransfer as JSON for a jsonb column and back: minor units and the rate as decimal
 * strings (JSON numbers would lose a bigint's digits), the date and the instant in ISO form.
 */
import { Temporal } from 'temporal-polyfill';
import type { AppliedRate, PricedTransfer } from '../priced-transfer';

type StoredRate = Omit<AppliedRate, 'rateMicros'> & { rateMicros: string };

export type StoredPricedTransfer = Omit<
  PricedTransfer,
  | 'debitMinor'
  | 'creditMinor'
  | 'commissionMinor'
  | 'totalMinor'
  | 'rate'
  | 'executionDate'
  | 'expiresAt'
> & {
  debitMinor: string;
  creditMinor: string;
  commissionMinor: string;
  totalMinor: string;
  rate: StoredRate | null;
  executionDate: string;
  expiresAt: string;
};

export function encodePricedTransfer(priced: PricedTransfer): StoredPricedTransfer {
  return {
    ...priced,
    debitMinor: String(priced.debitMinor),
    creditMinor: String(priced.creditMinor),
    commissionMinor: String(priced.commissionMinor),
    totalMinor: String(priced.totalMinor),
    rate: priced.rate && { ...priced.rate, rateMicros: String(priced.rate.rateMicros) },
    executionDate: priced.executionDate.toString(),
    expiresAt: priced.expiresAt.toString(),
  };
}

/** The inverse of encodePricedTransfer, for JSON this bank wrote. */
export function decodePricedTransfer(stored: StoredPricedTransfer): PricedTransfer {
  return {
    ...stored,
    debitMinor: BigInt(stored.debitMinor),
    creditMinor: BigInt(stored.creditMinor),
    commissionMinor: BigInt(stored.commissionMinor),
    totalMinor: BigInt(stored.totalMinor),
    rate: stored.rate && { ...stored.rate, rateMicros: BigInt(stored.rate.rateMicros) },
    executionDate: Temporal.PlainDate.from(stored.executionDate),
    expiresAt: Temporal.Instant.from(stored.expiresAt),
  };
}
