/**
 * The bank's cash by code for web tests: a quote by the same rules as the bank
 * (domain/cash-codes.ts, the source's available balance), an order made once per
 * Idempotency-Key, its one-time code (123456) issuing the codes, the list a page at a time,
 * cancel, and the sandbox ATM (code 12345678 for 50 123 45 67 dispenses the first active code;
 * anything else is refused, and the fifth refusal locks).
 */
import type { HttpHandler } from 'msw';
import { parseCashAmount } from '../../../domain/cash-codes';
import {
  type CashCode,
  type CashCodeQuote,
  type CashOrder,
  canceledCode,
  cashCodesOf,
  cashOrderOf,
  cashQuoteOf,
} from '../fixtures/cash-codes';
import { bankError, notFound } from '../fixtures/errors';
import { aznParty, visaParty } from '../fixtures/transfers';
import { http } from '../http';

export interface CashCodeBook {
  quotes: Map<string, CashCodeQuote>;
  orders: Map<string, CashOrder>;
  answers: Map<string, CashOrder>;
  /** Newest first, as the bank lists them. */
  codes: CashCode[];
  /** The ATM's refusals so far. */
  refusals: number;
}

export const cashOtp = '123456';
export const atmPhone = '501234567';
export const atmCode = '12345678';
const unsuccessful = 'Unsuccessful operation';

export const cashCodeBook = (codes: CashCode[] = []): CashCodeBook => ({
  quotes: new Map(),
  orders: new Map(),
  answers: new Map(),
  codes: [...codes],
  refusals: 0,
});

/** The manat account (1 000 ₼ here) and the Visa (6 000 ₼, as the model's sources say) give cash. */
const sources: Record<string, { party: CashCodeQuote['from']; available: number }> = {
  [aznParty.productId ?? '']: { party: aznParty, available: 1000 },
  [visaParty.productId ?? '']: { party: visaParty, available: 6000 },
};

function bankRoutes(book: CashCodeBook): HttpHandler[] {
  return [
    http.post('/api/v1/cash-codes/quote', async ({ request, response }) => {
      const body = await request.json();
      const source = sources[body.from.productId];
      if (!source) return response(404).json(bankError('SOURCE_NOT_FOUND', 'No such source'));
      const parsed = parseCashAmount(body.amount);
      if (!parsed.ok) return response(400).json(bankError(parsed.problem, parsed.problem));
      const quote = cashQuoteOf(body.amount, source.party, `cash-quote-${book.quotes.size + 1}`);
      if (quote.total > source.available) {
        return response(400).json(bankError('AMOUNT_OVER_BALANCE', 'Not enough money'));
      }
      book.quotes.set(quote.id, quote);
      return response(200).json(quote);
    }),
    http.post('/api/v1/cash-codes', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const first = book.answers.get(key);
      if (first) return response(201).json(first);
      const quote = book.quotes.get((await request.json()).quoteId);
      if (!quote) return response(404).json(notFound);
      const order = cashOrderOf(quote, 'AWAITING_CODE', `cash-order-${book.orders.size + 1}`);
      book.orders.set(order.id, order);
      if (key) book.answers.set(key, order);
      return response(201).json(order);
    }),
    http.post('/api/v1/cash-codes/orders/{id}/confirm', async ({ params, request, response }) => {
      const order = book.orders.get(params.id);
      if (!order) return response(404).json(notFound);
      if (order.status !== 'AWAITING_CODE') {
        return response(409).json(bankError('CASH_ORDER_NOT_AWAITING_CODE', unsuccessful));
      }
      if ((await request.json()).code !== cashOtp) {
        return response(400).json({
          ...bankError('OTP_INVALID', 'The code is wrong.'),
          attemptsLeft: 4,
        });
      }
      const confirmed = { ...order, status: 'CONFIRMED' as const, codeExpiresAt: null };
      confirmed.codes = cashCodesOf(confirmed, book.codes.length + 1);
      book.orders.set(order.id, confirmed);
      book.codes.unshift(...confirmed.codes);
      return response(200).json(confirmed);
    }),
    http.post('/api/v1/cash-codes/orders/{id}/resend-code', ({ params, response }) => {
      const order = book.orders.get(params.id);
      return order ? response(200).json(order) : response(404).json(notFound);
    }),
  ];
}

function listRoutes(book: CashCodeBook): HttpHandler[] {
  return [
    http.get('/api/v1/cash-codes', ({ query, response }) => {
      const status = query.get('status');
      const limit = Number(query.get('limit') ?? 20);
      const start = Number(query.get('cursor') ?? 0);
      const kept = book.codes.filter((code) => !status || code.status === status);
      const items = kept.slice(start, start + limit);
      const next = start + limit < kept.length ? String(start + limit) : null;
      return response(200).json({ items, nextCursor: next });
    }),
    http.post('/api/v1/cash-codes/{id}/cancel', ({ params, response }) => {
      const index = book.codes.findIndex((code) => code.id === params.id);
      const code = book.codes[index];
      if (!code) return response(404).json(notFound);
      if (code.status !== 'ACTIVE') {
        return response(409).json(bankError('CASH_CODE_NOT_ACTIVE', unsuccessful));
      }
      const canceled = canceledCode(code);
      book.codes[index] = canceled;
      return response(200).json(canceled);
    }),
  ];
}

function atmRoutes(book: CashCodeBook): HttpHandler[] {
  return [
    http.post('/sandbox/v1/atm/withdrawals', async ({ request, response }) => {
      const locked = () =>
        response(429).json(
          bankError('ATM_LOCKED', 'Too many wrong codes for this number. Try again in 15 min.'),
        );
      if (book.refusals >= 5) return locked();
      const { phone, code } = await request.json();
      const index = book.codes.findIndex((each) => each.status === 'ACTIVE');
      const active = book.codes[index];
      if (phone !== atmPhone || code !== atmCode || !active) {
        book.refusals += 1;
        // The fifth refusal locks the phone, as the bank's sign-in guard does.
        if (book.refusals >= 5) return locked();
        return response(400).json({
          ...bankError('ATM_CODE_REFUSED', 'The code is wrong, already used or expired.'),
          attemptsLeft: 5 - book.refusals,
        });
      }
      const dispensedAt = '2026-11-23T11:00:00Z';
      book.codes[index] = { ...active, status: 'USED', usedAt: dispensedAt };
      return response(200).json({
        codeId: active.id,
        amount: active.amount,
        currency: 'AZN',
        dispensedAt,
      });
    }),
  ];
}

export const cashCodes = (book: CashCodeBook = cashCodeBook()): HttpHandler[] => [
  ...bankRoutes(book),
  ...listRoutes(book),
  ...atmRoutes(book),
];
