/**
 * An operation's receipt as the bank's receipt sheet (server/transfers/receipt/sheet.ts), made
 * on the event loop from the same answer getOperation gives, so the PDF and the dialog never
 * disagree. Only the drawing happens on a worker thread.
 */
import { amountToMinor } from '../../../../domain/money';
import type { Locale } from '../../../i18n';
import type { Schemas } from '../../../openapi/json';
import { printedDateTime, printedMoney } from '../../../pdf/format';
import { ownBank } from '../../../transfers/banks/directory';
import type { ReceiptSheet } from '../../../transfers/receipt/sheet';
import { operationReceiptLabels } from './labels';

function money(amount: number, currency: Schemas['Currency'], signed = false): string {
  const minor = amountToMinor(amount, currency) ?? 0;
  const text = printedMoney(BigInt(minor), currency);
  return signed && minor > 0 ? `+${text}` : text;
}

export function operationReceiptSheet(
  operation: Schemas['OperationDetails'],
  locale: Locale,
): ReceiptSheet {
  const labels = operationReceiptLabels[locale];
  const { counterparty, exchange, currency } = operation;
  const createdAt = new Date(operation.date).getTime();
  const facts: [string, string][] = [
    [labels.reference, operation.reference],
    [labels.dateTime, printedDateTime(createdAt)],
    [labels.description, operation.description],
  ];
  if (counterparty) {
    facts.push([labels.counterparty, counterparty.name]);
    if (counterparty.account) facts.push([labels.counterpartyAccount, counterparty.account]);
    if (counterparty.bank) facts.push([labels.counterpartyBank, counterparty.bank]);
  }
  facts.push([labels.amount, money(operation.amount, currency, true)]);
  if (exchange) {
    facts.push([labels.otherSide, money(exchange.amount, exchange.currency)]);
    if (exchange.rate) facts.push([labels.rate, exchange.rate]);
  }
  facts.push([labels.commission, money(operation.commission, currency)]);
  return {
    locale,
    bankName: ownBank.name,
    title: labels.title,
    documentTitle: `${labels.title} ${operation.reference}`,
    createdAt,
    headline: { label: labels.amount, value: money(operation.amount, currency, true) },
    status: { label: labels.status, value: labels.statuses[operation.status] },
    facts,
    footer: labels.footer,
  };
}

/** The attachment's name, as transfers name theirs. */
export const operationReceiptFilename = (reference: string) => `receipt-${reference}.pdf`;
