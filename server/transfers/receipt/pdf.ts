/**
 * A transfer receipt on the bank's receipt sheet (sheet.ts): the total and the status on top,
 * then the reference and the date, the sides, amounts, rate, commission, total, rail and
 * comment. Runs only in the render worker (render-worker.ts), never on the server's event loop.
 */
import { printedDateTime, printedMoney } from '../../pdf/format';
import { type ReceiptLabels, receiptLabels } from './labels';
import type { ReceiptData } from './model';
import { renderReceiptSheet } from './sheet';

/** The receipt as PDF bytes. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const labels = receiptLabels[data.locale];
  const title = data.payment ? labels.paymentTitle : labels.title;
  return renderReceiptSheet({
    locale: data.locale,
    bankName: data.bankName,
    title,
    documentTitle: `${title} ${data.reference}`,
    createdAt: data.executedAt,
    headline: { label: labels.total, value: printedMoney(data.totalMinor, data.debitCurrency) },
    status: { label: labels.status, value: labels.executed },
    facts: factsOf(data, labels),
    footer: labels.footer,
  });
}

function factsOf(data: ReceiptData, labels: ReceiptLabels): [string, string][] {
  const debit = printedMoney(data.debitMinor, data.debitCurrency);
  const facts: [string, string][] = [
    [labels.reference, data.reference],
    [labels.executedAt, printedDateTime(data.executedAt)],
    [labels.from, `${data.from.name}\n${data.from.display}`],
    ...receiverFacts(data, labels),
    [labels.debitAmount, debit],
    [labels.creditAmount, printedMoney(data.creditMinor, data.creditCurrency)],
  ];
  if (data.rate) facts.push([labels.rate, data.rate]);
  facts.push(
    [labels.commission, printedMoney(data.commissionMinor, data.debitCurrency)],
    [labels.total, printedMoney(data.totalMinor, data.debitCurrency)],
    [labels.rail, labels.rails[data.rail]],
  );
  if (data.comment) facts.push([labels.comment, data.comment]);
  return facts;
}

/** A transfer's receiver and its bank, or a payment's provider, subscriber and reference. */
function receiverFacts(data: ReceiptData, labels: ReceiptLabels): [string, string][] {
  const { payment } = data;
  if (!payment) {
    return [
      [labels.to, `${data.to.name}\n${data.to.display}`],
      [labels.receiverBank, data.to.bank],
    ];
  }
  const subscriber = payment.subscriberName
    ? `${payment.subscriberName}\n${payment.subscriber}`
    : payment.subscriber;
  return [
    [labels.provider, payment.provider],
    [labels.subscriber, subscriber],
    [labels.providerReference, payment.providerReference],
  ];
}
