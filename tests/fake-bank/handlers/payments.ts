/**
 * The bank's payments to providers for web tests: the catalogue (fixtures/payments.ts), the
 * subscriber lookup (a mobile number checked by its operator's prefixes; a utility's code in
 * the sandbox's table, with its debt), a quote checked by the same rules as the bank
 * (domain/payments/fields.ts), a payment made once per Idempotency-Key, its code (123456),
 * cancel, a receipt, and the sandbox's provider switch. Paying reduces the debt reported.
 */
import { type HttpHandler, HttpResponse } from 'msw';
import {
  normalizeFieldValue,
  type PaymentFields,
  parsePaymentAmount,
  paymentFieldsProblems,
} from '../../../domain/payments/fields';
import type { components } from '../../../openapi/generated/schema';
import { bankError, notFound } from '../fixtures/errors';
import {
  maskedPhone,
  type Payment,
  type PaymentQuote,
  paymentCategories,
  paymentOf,
  paymentProviders,
  providerSummary,
  sandboxSubscribers,
} from '../fixtures/payments';
import { aznParty, visaParty } from '../fixtures/transfers';
import { http } from '../http';

type Subscriber = components['schemas']['PaymentSubscriber'];

/** What the fake bank knows: quotes, payments, answered keys, debts and providers down. */
export interface PaymentBook {
  quotes: Map<string, PaymentQuote>;
  /** What was typed for each quote, which its payment carries. */
  quoteFields: Map<string, PaymentFields>;
  payments: Map<string, Payment>;
  answers: Map<string, Payment>;
  /** Debts in qəpik by `providerId/subscriberCode`. */
  debts: Map<string, number>;
  down: Set<string>;
}

export const paymentCode = '123456';

export function paymentBook(): PaymentBook {
  const debts = new Map(
    sandboxSubscribers.map((s) => [
      `${s.providerId}/${s.subscriberCode}`,
      Math.round(s.debt * 100),
    ]),
  );
  return {
    quotes: new Map(),
    quoteFields: new Map(),
    payments: new Map(),
    answers: new Map(),
    debts,
    down: new Set(),
  };
}

const providerOf = (id: string) => paymentProviders.find((provider) => provider.id === id);
const unavailable = () =>
  bankError('PROVIDER_UNAVAILABLE', 'The provider does not answer now. Nothing was charged.');
const refusal = (code: string) => bankError(code, `Refused: ${code}`);

type Answer = { status: 400 | 404 | 503; body: components['schemas']['Error'] } | Subscriber;

/** The provider's answer for these fields, or the refusal the bank would give. */
function lookUp(book: PaymentBook, providerId: string, fields: PaymentFields): Answer {
  const provider = providerOf(providerId);
  if (!provider) return { status: 404, body: notFound };
  const values: PaymentFields = {};
  for (const field of provider.fields) {
    const typed = fields[field.name];
    if (typed !== undefined) values[field.name] = normalizeFieldValue(field, typed);
  }
  const problem = Object.values(paymentFieldsProblems(provider.fields, values))[0];
  if (problem) return { status: 400, body: refusal(problem) };
  if (book.down.has(providerId)) return { status: 503, body: unavailable() };
  if (values.phone) return { display: maskedPhone(values.phone), name: null, debt: null };
  const code = values.subscriberCode ?? '';
  const known = sandboxSubscribers.find(
    (s) => s.providerId === providerId && s.subscriberCode === code,
  );
  if (!known) return { status: 404, body: refusal('SUBSCRIBER_NOT_FOUND') };
  const debt = (book.debts.get(`${providerId}/${code}`) ?? 0) / 100;
  return { display: code, name: known.name, debt };
}

const isRefusal = (answer: Answer): answer is Exclude<Answer, Subscriber> => 'status' in answer;

/** The manat account and the Visa pay; anything else is not a source here. */
const sources: Record<string, PaymentQuote['from']> = {
  [aznParty.productId ?? '']: aznParty,
  [visaParty.productId ?? '']: visaParty,
};

const afterCode = (payment: Payment): Payment => ({
  ...payment,
  status: 'EXECUTED',
  executedAt: '2026-11-23T09:01:30Z',
  codeExpiresAt: null,
});

export function payments(book: PaymentBook = paymentBook()): HttpHandler[] {
  const keep = (payment: Payment) => {
    book.payments.set(payment.id, payment);
    return payment;
  };
  return [
    http.get('/api/v1/payment-providers', ({ response }) => response(200).json(paymentCategories)),
    http.get('/api/v1/payment-providers/{id}', ({ params, response }) => {
      const provider = providerOf(params.id);
      return provider ? response(200).json(provider) : response(404).json(notFound);
    }),
    http.post(
      '/api/v1/payment-providers/{id}/subscriber',
      async ({ params, request, response }) => {
        const answer = lookUp(book, params.id, (await request.json()).fields);
        return isRefusal(answer)
          ? response(answer.status).json(answer.body)
          : response(200).json(answer);
      },
    ),
    http.post('/api/v1/payments/quote', async ({ request, response }) => {
      const body = await request.json();
      const provider = providerOf(body.providerId);
      const from = sources[body.from.productId];
      if (!provider || !from) return response(404).json(notFound);
      const subscriber = lookUp(book, provider.id, body.fields);
      if (isRefusal(subscriber)) return response(subscriber.status).json(subscriber.body);
      const parsed = parsePaymentAmount(body.amount, {
        minMinor: BigInt(Math.round(provider.minAmount * 100)),
        maxMinor: BigInt(Math.round(provider.maxAmount * 100)),
      });
      if (!parsed.ok) return response(400).json(refusal(parsed.problem));
      const amountMinor = Number(parsed.minor);
      const commissionMinor = Math.max(10, Math.ceil(amountMinor / 200));
      const quote: PaymentQuote = {
        id: `payment-quote-${book.quotes.size + 1}`,
        provider: providerSummary(provider),
        subscriber,
        from,
        amount: amountMinor / 100,
        currency: 'AZN',
        commission: commissionMinor / 100,
        total: (amountMinor + commissionMinor) / 100,
        executionDate: '2026-11-23',
        instant: true,
        codeRequired: true,
        expiresAt: '2026-11-23T09:05:00Z',
      };
      book.quotes.set(quote.id, quote);
      book.quoteFields.set(quote.id, body.fields);
      return response(200).json(quote);
    }),
    http.post('/api/v1/payments', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const first = book.answers.get(key);
      if (first) return response(201).json(first);
      const quote = book.quotes.get((await request.json()).quoteId);
      if (!quote) return response(404).json(notFound);
      if (book.down.has(quote.provider.id)) return response(503).json(unavailable());
      const id = `payment-${book.payments.size + 1}`;
      const payment = keep(paymentOf(quote, 'AWAITING_CODE', id, book.quoteFields.get(quote.id)));
      if (key) book.answers.set(key, payment);
      return response(201).json(payment);
    }),
    http.get('/api/v1/payments/{id}', ({ params, response }) => {
      const payment = book.payments.get(params.id);
      return payment ? response(200).json(payment) : response(404).json(notFound);
    }),
    http.post('/api/v1/payments/{id}/confirm', async ({ params, request, response }) => {
      const payment = book.payments.get(params.id);
      if (!payment) return response(404).json(notFound);
      if (payment.status !== 'AWAITING_CODE') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Not awaiting a code'));
      }
      if ((await request.json()).code !== paymentCode) {
        return response(400).json(bankError('OTP_INVALID', 'The code is wrong.'));
      }
      const debtKey = `${payment.provider.id}/${payment.subscriber.display}`;
      const debt = book.debts.get(debtKey);
      if (debt !== undefined) {
        book.debts.set(debtKey, Math.max(0, debt - Math.round(payment.amount * 100)));
      }
      return response(200).json(keep(afterCode(payment)));
    }),
    http.post('/api/v1/payments/{id}/resend-code', ({ params, response }) => {
      const payment = book.payments.get(params.id);
      return payment ? response(200).json(payment) : response(404).json(notFound);
    }),
    http.post('/api/v1/payments/{id}/cancel', ({ params, response }) => {
      const payment = book.payments.get(params.id);
      if (!payment) return response(404).json(notFound);
      if (payment.status !== 'SCHEDULED' && payment.status !== 'AWAITING_CODE') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Already executed'));
      }
      return response(200).json(keep({ ...payment, status: 'CANCELED', codeExpiresAt: null }));
    }),
    http.get('/api/v1/payments/{id}/receipt', ({ params, response }) => {
      const payment = book.payments.get(params.id);
      if (!payment) return response(404).json(notFound);
      if (payment.status !== 'EXECUTED') {
        return response(409).json(bankError('TRANSFER_STATUS_CONFLICT', 'Not executed yet'));
      }
      return response.untyped(
        new HttpResponse(`%PDF-1.7 receipt ${payment.providerReference}`, {
          headers: { 'Content-Type': 'application/pdf' },
        }),
      );
    }),
    http.get('/sandbox/v1/payment-subscribers', ({ response }) =>
      response(200).json(
        sandboxSubscribers.map((s) => ({
          ...s,
          debt: (book.debts.get(`${s.providerId}/${s.subscriberCode}`) ?? 0) / 100,
        })),
      ),
    ),
    http.put(
      '/sandbox/v1/payment-providers/{id}/availability',
      async ({ params, request, response }) => {
        if (!providerOf(params.id)) return response(404).json(notFound);
        const { available } = await request.json();
        if (available) book.down.delete(params.id);
        else book.down.add(params.id);
        return response(200).json({ available });
      },
    ),
  ];
}
