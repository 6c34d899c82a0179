/** A stored transfer in the contract's shape (Transfer); money leaves as decimals only here. */
import { Temporal } from 'temporal-polyfill';
import { rateFromMicros } from '../../../domain/transfers/exchange';
import type { Clock } from '../../clock';
import { amount, type Schemas } from '../../openapi/json';
import { destinationParty, sourceParty } from '../parties';
import { asOfNow, type StoredTransfer } from './store';

const instantOf = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime()).toString();

export function transferJson(found: StoredTransfer, clock: Clock): Schemas['Transfer'] {
  const { transfer, code } = asOfNow(found, clock);
  const { debitCurrency: debit, creditCurrency: credit } = transfer;
  return {
    id: transfer.id,
    reference: transfer.reference,
    type: transfer.type,
    rail: transfer.rail,
    status: transfer.status,
    from: sourceParty(transfer.source),
    to: destinationParty(transfer.destination),
    debitAmount: amount(transfer.debitMinor, debit),
    debitCurrency: debit,
    creditAmount: amount(transfer.creditMinor, credit),
    creditCurrency: credit,
    rate: transfer.rate
      ? {
          from: transfer.rate.from,
          to: transfer.rate.to,
          rate: rateFromMicros(BigInt(transfer.rate.rateMicros)),
        }
      : null,
    commission: amount(transfer.commissionMinor, debit),
    total: amount(transfer.totalMinor, debit),
    comment: transfer.comment,
    executionDate: transfer.executionDate,
    createdAt: instantOf(transfer.createdAt),
    executedAt: transfer.executedAt ? instantOf(transfer.executedAt) : null,
    codeExpiresAt: transfer.status === 'AWAITING_CODE' && code ? instantOf(code.expiresAt) : null,
  };
}
