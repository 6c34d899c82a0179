/**
 * The bank's transfers for web tests: it prices what the form asks (own products free and
 * instant, this bank's receivers free with a code, another bank's IBAN by clearing on the next
 * business day with a fee), makes the transfer a quote describes once per Idempotency-Key,
 * checks its code (123456), cancels a scheduled one, answers the receipt (as a PDF, or mailed to
 * an address the bank's rule takes) and the limits.
 */
import { type HttpHandler, HttpResponse } from 'msw';
import { isDeliverableEmail } from '../../../domain/email';
import { ourBankCode } from '../../../domain/iban';
import type { components } from '../../../openapi/generated/schema';
import { bankError, notFound } from '../fixtures/errors';
import {
  companyParty,
  rashadParty,
  type Transfer,
  type TransferQuote,
  transferLimits,
  transferOf,
  transferProducts,
  transferRefusals,
} from '../fixtures/transfers';
import { http } from '../http';

type TransferRequest = components['schemas']['TransferRequest'];

/** What the fake bank knows: the quotes it gave, the transfers made, the keys it answered. */
export interface TransferBook {
  quotes: Map<string, TransferQuote>;
  transfers: Map<string, Transfer>;
  /** The first answer to each Idempotency-Key, replayed for a retry. */
  answers: Map<string, Transfer>;
}

export const transferCode = '123456';
const bankName = rashadParty.bank;

export function transferBook(): TransferBook {
  return { quotes: new Map(), transfers: new Map(), answers: new Map() };
}

/** One of Leyla's products as a transfer names it; a blocked card is no party to one. */
function ownParty(productId: string): TransferQuote['from'] | undefined {
  const account = transferProducts.accounts.find(({ id }) => id === productId);
  const card = transferProducts.cards.find(({ id }) => id === productId && id !== 'card-blocked');
  const product = account ?? card;
  if (!product) return undefined;
  const display = account ? `AZ…${account.iban.slice(-4)}` : `•••• ${card?.maskedPan.slice(-4)}`;
  return { productId, display, name: product.name, currency: product.currency, bank: bankName };
}

/** The fake bank's pricing: a rail by the receiver, a manat fee for clearing, one rate. */
function price(request: TransferRequest, id: string): TransferQuote | undefined {
  const from = ownParty(request.from.productId);
  if (!from) return undefined;
  const { to } = request;
  const own = 'productId' in to ? ownParty(to.productId) : undefined;
  const otherBank = 'iban' in to && !to.iban.includes(ourBankCode);
  const receiver = own ?? (otherBank ? companyParty : rashadParty);
  const exchange = from.currency !== receiver.currency;
  const rate = 0.5882;
  // In minor units, rounded down in the bank's favour as domain/transfers/exchange.ts does.
  const debitMinor = Math.round(request.amount * 100);
  const creditAmount = exchange ? Math.floor((debitMinor * 5882) / 10_000) / 100 : request.amount;
  const commission = otherBank ? 1 : 0;
  return {
    id,
    type: request.type,
    rail: own ? 'OWN' : otherBank ? 'CLEARING' : 'INTERNAL',
    from,
    to: receiver,
    debitAmount: request.amount,
    debitCurrency: from.currency,
    creditAmount,
    creditCurrency: receiver.currency,
    rate: exchange ? { from: from.currency, to: receiver.currency, rate } : null,
    commission,
    total: Math.round((request.amount + commission) * 100) / 100,
    executionDate: otherBank ? '2026-11-23' : '2026-11-21',
    instant: !otherBank,
    codeRequired: !own,
    expiresAt: '2026-11-21T09:05:00Z',
  };
}

/** The first status of a transfer made from a quote, as the lifecycle chart starts it. */
function made(quote: TransferQuote, comment: string | undefined, serial: number): Transfer {
  const status = quote.codeRequired ? 'AWAITING_CODE' : quote.instant ? 'EXECUTED' : 'SCHEDULED';
  return { ...transferOf(quote, status, comment ?? null), id: `transfer-${serial}` };
}

const afterCode = (transfer: Transfer): Transfer => ({
  ...transfer,
  status: transfer.rail === 'CLEARING' ? 'SCHEDULED' : 'EXECUTED',
  executedAt: transfer.rail === 'CLEARING' ? null : '2026-11-21T09:01:30Z',
  codeExpiresAt: null,
});

export function transfers(book: TransferBook = transferBook()): HttpHandler[] {
  const find = (id: string) => book.transfers.get(id);
  const keep = (transfer: Transfer) => {
    book.transfers.set(transfer.id, transfer);
    return transfer;
  };
  return [
    http.post('/api/v1/transfers/quote', async ({ request, response }) => {
      const quote = price(await request.json(), `quote-${book.quotes.size + 1}`);
      if (!quote) return response(404).json(notFound);
      book.quotes.set(quote.id, quote);
      return response(200).json(quote);
    }),
    http.post('/api/v1/transfers', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const first = book.answers.get(key);
      if (first) return response(201).json(first);
      const { quoteId, comment } = await request.json();
      const quote = book.quotes.get(quoteId);
      if (!quote) return response(404).json(notFound);
      const transfer = keep(made(quote, comment, book.transfers.size + 1));
      if (key) book.answers.set(key, transfer);
      return response(201).json(transfer);
    }),
    http.post('/api/v1/transfers/{id}/confirm', async ({ params, request, response }) => {
      const transfer = find(params.id);
      if (!transfer) return response(404).json(notFound);
      if (transfer.status !== 'AWAITING_CODE') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Not awaiting a code'));
      }
      const { code } = await request.json();
      if (code !== transferCode) {
        return response(400).json(bankError('OTP_INVALID', 'The code is wrong.'));
      }
      return response(200).json(keep(afterCode(transfer)));
    }),
    http.post('/api/v1/transfers/{id}/resend-code', ({ params, response }) => {
      const transfer = find(params.id);
      return transfer ? response(200).json(transfer) : response(404).json(notFound);
    }),
    http.post('/api/v1/transfers/{id}/cancel', ({ params, response }) => {
      const transfer = find(params.id);
      if (!transfer) return response(404).json(notFound);
      if (transfer.status !== 'SCHEDULED' && transfer.status !== 'AWAITING_CODE') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Already executed'));
      }
      return response(200).json(keep({ ...transfer, status: 'CANCELED' }));
    }),
    http.get('/api/v1/transfers/{id}/receipt', ({ params, response }) => {
      const transfer = find(params.id);
      if (!transfer) return response(404).json(notFound);
      if (transfer.status !== 'EXECUTED') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Not executed yet'));
      }
      return response.untyped(receiptPdf());
    }),
    http.post('/api/v1/transfers/{id}/receipt/email', async ({ params, request, response }) => {
      const { email } = await request.json();
      // The bank checks the address before it looks for the transfer, with the form's own rule.
      if (!isDeliverableEmail(email)) return response(400).json(transferRefusals.emailInvalid);
      const transfer = find(params.id);
      if (!transfer) return response(404).json(notFound);
      if (transfer.status !== 'EXECUTED') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Not executed yet'));
      }
      return response(200).json({ status: 'SENT' });
    }),
    http.get('/api/v1/transfers/limits', ({ response }) => response(200).json(transferLimits)),
  ];
}

/** A receipt's bytes as the bank sends them. */
export const receiptPdf = () =>
  new HttpResponse('%PDF-1.7 receipt TR-2026-000123', {
    headers: { 'Content-Type': 'application/pdf' },
  });
