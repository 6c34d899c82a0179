/**
 * The bank's early repayments for web tests: quotes worked out by the bank's arithmetic
 * (fixtures/prepayments.ts), the 50 ₼ minimum, one request in review per loan
 * (PREPAYMENT_ALREADY_EXISTS), a prepayment made once per Idempotency-Key, read and canceled by
 * its id; a loan named in `refusals` is refused with that code of PRODUCT 8's catalogue.
 */
import type { HttpHandler } from 'msw';
import {
  type Prepayment,
  type PrepaymentErrorCode,
  prepaymentOf,
  prepaymentQuote,
  prepaymentRefusals,
} from '../fixtures/prepayments';
import { http } from '../http';

export interface PrepaymentBook {
  prepayments: Map<string, Prepayment>;
  /** The first answer of each Idempotency-Key. */
  answers: Map<string, Prepayment>;
}

const minimum = 50;

export function prepaymentBank(refusals: Record<string, PrepaymentErrorCode> = {}) {
  const book: PrepaymentBook = { prepayments: new Map(), answers: new Map() };
  const refuse = (code: PrepaymentErrorCode) => ({
    status: prepaymentRefusals[code].status,
    body: { code, message: prepaymentRefusals[code].message },
  });
  const assess = (body: { loanId: string; option: Prepayment['option']; amount?: number }) => {
    const inReview = [...book.prepayments.values()].some(
      (p) => p.loanId === body.loanId && p.status === 'IN_REVIEW',
    );
    if (inReview) return refuse('PREPAYMENT_ALREADY_EXISTS');
    const code = refusals[body.loanId];
    if (code) return refuse(code);
    if (body.option !== 'FM_3' && (body.amount ?? 0) < minimum) {
      return refuse('PREPAYMENT_AMOUNT_BELOW_MIN');
    }
    return { quote: { ...prepaymentQuote(body.option, body.amount), loanId: body.loanId } };
  };
  const handlers: HttpHandler[] = [
    http.post('/api/v1/prepayments/quote', async ({ request, response }) => {
      const answer = assess(await request.json());
      if ('quote' in answer) return response(200).json(answer.quote);
      return response(answer.status).json(answer.body);
    }),
    http.post('/api/v1/prepayments', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const first = book.answers.get(key);
      if (first) return response(201).json(first);
      const answer = assess(await request.json());
      if (!('quote' in answer)) return response(answer.status).json(answer.body);
      const prepayment = prepaymentOf(answer.quote, `prepayment-${book.prepayments.size + 1}`);
      book.prepayments.set(prepayment.id, prepayment);
      if (key) book.answers.set(key, prepayment);
      return response(201).json(prepayment);
    }),
    http.get('/api/v1/prepayments/{id}', ({ params, response }) => {
      const prepayment = book.prepayments.get(params.id);
      if (prepayment) return response(200).json(prepayment);
      const { status, body } = refuse('PREPAYMENT_NOT_FOUND');
      return response(status as 404).json(body);
    }),
    http.post('/api/v1/prepayments/{id}/cancel', ({ params, response }) => {
      const prepayment = book.prepayments.get(params.id);
      if (!prepayment) {
        const { status, body } = refuse('PREPAYMENT_NOT_FOUND');
        return response(status as 404).json(body);
      }
      if (prepayment.status !== 'IN_REVIEW') {
        return response(409).json({ code: 'PREPAYMENT_VALIDATION', message: 'Already closed.' });
      }
      const canceled: Prepayment = {
        ...prepayment,
        status: 'CANCELED',
        canceledAt: '2026-05-05T09:00:00.000Z',
      };
      book.prepayments.set(canceled.id, canceled);
      return response(200).json(canceled);
    }),
  ];
  return { book, handlers };
}
