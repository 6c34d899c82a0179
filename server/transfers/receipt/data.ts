/**
 * What a receipt prints, read from a stored transfer on the event loop. Only an executed
 * transfer has a receipt: any other status is a 409 (the money has not moved yet, or never will).
 */
import { rateFromMicros } from '../../../domain/transfers/exchange';
import type { Locale } from '../../i18n';
import { ownBank } from '../banks/directory';
import { type StoredTransfer, transferStatusConflict } from '../execution/store';
import type { PaymentReceipt, ReceiptData } from './model';

export function receiptData(
  { transfer }: StoredTransfer,
  locale: Locale,
  payment?: PaymentReceipt,
): ReceiptData {
  if (transfer.status !== 'EXECUTED' || !transfer.executedAt) throw transferStatusConflict();
  const { source, destination, rate } = transfer;
  return {
    locale,
    bankName: ownBank.name,
    reference: transfer.reference,
    rail: transfer.rail,
    executedAt: transfer.executedAt.getTime(),
    from: { display: source.display, name: source.name },
    to: { display: destination.display, name: destination.name, bank: destination.bank.name },
    debitMinor: transfer.debitMinor,
    debitCurrency: transfer.debitCurrency,
    creditMinor: transfer.creditMinor,
    creditCurrency: transfer.creditCurrency,
    rate: rate ? `1 ${rate.from} = ${rateFromMicros(BigInt(rate.rateMicros))} ${rate.to}` : null,
    commissionMinor: transfer.commissionMinor,
    totalMinor: transfer.totalMinor,
    comment: transfer.comment,
    ...(payment ? { payment } : {}),
  };
}

/** The attachment's name, the same for the download and the email. */
export const receiptFilename = (reference: string) => `receipt-${reference}.pdf`;
