/** Operations in the contract's shapes: a line of the history, and one opened on its own. */

import type { Locale } from '../../../domain/locale';
import { rateFromMicros } from '../../../domain/transfers/exchange';
import { amount, type Schemas } from '../../openapi/json';
import { ownBank } from '../../transfers/banks/directory';
import { maskedName } from '../../transfers/parties';
import { describedIn } from '../names';
import type { OperationDetailsRow, TransferOfOperation } from './details';
import type { OperationRow } from './queries';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A history line; its description in the caller's language where the bank booked all three. */
export function operationJson(row: OperationRow, locale: Locale): Schemas['Operation'] {
  const { metadata, currency } = row;
  return {
    id: row.id,
    date: new Date(row.booked_at).toISOString(),
    kind: row.kind,
    category: text(metadata.category) ?? 'OTHER',
    merchant: text(metadata.merchant),
    description: describedIn(locale, row),
    amount: amount(BigInt(row.amount), currency),
    currency,
    balanceAfter: amount(BigInt(row.balance_after), currency),
    productId: row.product_id,
    cardId: text(metadata.cardId),
  };
}

/** An operation without a reference of its own is known by its id, zero-padded. */
export const operationReference = (id: string) => `OP-${id.padStart(10, '0')}`;

/** The side of a transfer this posting is on: the one that paid, or the one that was paid. */
function transferSide(row: OperationDetailsRow, transfer: TransferOfOperation) {
  const paid = row.account_id === transfer.sourceAccountId && BigInt(row.amount) < 0n;
  const { source, destination } = transfer;
  const counterparty: Schemas['OperationCounterparty'] = paid
    ? { name: destination.name, account: destination.display, bank: destination.bank.name }
    : {
        // Between one's own accounts the other side is a product; else another customer.
        name:
          transfer.rail === 'OWN'
            ? source.name
            : maskedName(transfer.senderFirstName, transfer.senderLastName),
        account: source.display,
        bank: ownBank.name,
      };
  const exchanged = transfer.debitCurrency !== transfer.creditCurrency;
  const other = paid
    ? { minor: transfer.creditMinor, currency: transfer.creditCurrency }
    : { minor: transfer.debitMinor, currency: transfer.debitCurrency };
  const { rate } = transfer;
  const rateText = rate
    ? `1 ${rate.from} = ${rateFromMicros(BigInt(rate.rateMicros))} ${rate.to}`
    : '';
  return {
    counterparty,
    exchange: exchanged
      ? {
          amount: amount(BigInt(other.minor), other.currency),
          currency: other.currency,
          rate: rateText,
        }
      : null,
    // Money that left for another bank is on its way until the interbank settlement.
    status:
      paid && transfer.destinationAccountId === null && !transfer.settled
        ? ('PROCESSING' as const)
        : ('COMPLETED' as const),
  };
}

export function operationDetailsJson(
  row: OperationDetailsRow,
  locale: Locale,
): Schemas['OperationDetails'] {
  const line = operationJson(row, locale);
  const commission = amount(BigInt(row.commission), row.currency);
  const { transfer } = row;
  if (transfer) {
    return { ...line, reference: transfer.reference, commission, ...transferSide(row, transfer) };
  }
  return {
    ...line,
    reference: operationReference(row.id),
    status: 'COMPLETED',
    commission,
    counterparty: line.merchant ? { name: line.merchant, account: null, bank: null } : null,
    exchange: null,
  };
}
