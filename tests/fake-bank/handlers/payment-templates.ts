/**
 * The bank's payment templates and payment methods for web tests. Templates are kept in a book
 * the test can read: saving checks the provider's fields and amount with the same checker the
 * bank runs (domain/payments/fields.ts) and refuses a name the customer already has, letter
 * case ignored. The methods answer a chosen default; choosing a card that cannot pay is refused
 * and changes nothing, as the bank does.
 */
import type { HttpHandler } from 'msw';
import {
  type PaymentFields,
  parsePaymentAmount,
  paymentFieldsProblems,
} from '../../../domain/payments/fields';
import type { components } from '../../../openapi/generated/schema';
import { bankError, notFound } from '../fixtures/errors';
import {
  type PaymentMethod,
  type PaymentTemplate,
  paymentMethodsOf,
  paymentSources,
  paymentTemplates,
  providerSummary,
  templateProviders,
} from '../fixtures/payment-templates';
import { http } from '../http';

type TemplateRequest = components['schemas']['PaymentTemplateRequest'];

export interface TemplateBook {
  templates: Map<string, PaymentTemplate>;
  serial: number;
}

export function templateBook(given: readonly PaymentTemplate[] = paymentTemplates): TemplateBook {
  return { templates: new Map(given.map((each) => [each.id, each])), serial: 0 };
}

export const templateNameTaken = bankError(
  'TEMPLATE_NAME_TAKEN',
  'Bu adda şablon artıq var: başqa ad seçin.',
);

const byName = (a: PaymentTemplate, b: PaymentTemplate) => a.name.localeCompare(b.name, 'az');

/** The first rule the request breaks, as the bank's 400 or 404; undefined when it is good. */
function refusal(request: TemplateRequest) {
  const provider = templateProviders.find(({ id }) => id === request.providerId);
  if (!provider) return { status: 404 as const, body: notFound };
  const [problem] = Object.values(paymentFieldsProblems(provider.fields, request.fields));
  if (problem) return { status: 400 as const, body: bankError(problem, `Yanlış sahə: ${problem}`) };
  if (request.amount === null || request.amount === undefined) return undefined;
  const parsed = parsePaymentAmount(request.amount, {
    minMinor: BigInt(Math.round(provider.minAmount * 100)),
    maxMinor: BigInt(Math.round(provider.maxAmount * 100)),
  });
  if (!parsed.ok) return { status: 400 as const, body: bankError(parsed.problem, 'Yanlış məbləğ') };
  return undefined;
}

function nameTaken(book: TemplateBook, name: string, except?: string) {
  const wanted = name.toLocaleLowerCase('az');
  return [...book.templates.values()].some(
    (each) => each.id !== except && each.name.toLocaleLowerCase('az') === wanted,
  );
}

const templateOf = (request: TemplateRequest, id: string, createdAt: string): PaymentTemplate => ({
  id,
  name: request.name,
  provider: providerSummary(request.providerId),
  fields: request.fields as PaymentFields,
  amount: request.amount ?? null,
  createdAt,
});

export function paymentTemplateHandlers(book: TemplateBook = templateBook()): HttpHandler[] {
  return [
    http.get('/api/v1/payment-templates', ({ response }) =>
      response(200).json([...book.templates.values()].sort(byName)),
    ),
    http.post('/api/v1/payment-templates', async ({ request, response }) => {
      const body = await request.json();
      const refused = refusal(body);
      if (refused) return response(refused.status).json(refused.body);
      if (nameTaken(book, body.name)) return response(409).json(templateNameTaken);
      book.serial += 1;
      const template = templateOf(body, `template-${book.serial}`, '2026-11-21T09:00:00Z');
      book.templates.set(template.id, template);
      return response(201).json(template);
    }),
    http.get('/api/v1/payment-templates/{id}', ({ params, response }) => {
      const template = book.templates.get(params.id);
      return template ? response(200).json(template) : response(404).json(notFound);
    }),
    http.put('/api/v1/payment-templates/{id}', async ({ params, request, response }) => {
      const existing = book.templates.get(params.id);
      if (!existing) return response(404).json(notFound);
      const body = await request.json();
      const refused = refusal(body);
      if (refused) return response(refused.status).json(refused.body);
      if (nameTaken(book, body.name, existing.id)) return response(409).json(templateNameTaken);
      const template = templateOf(body, existing.id, existing.createdAt);
      book.templates.set(template.id, template);
      return response(200).json(template);
    }),
    http.delete('/api/v1/payment-templates/{id}', ({ params, response }) => {
      if (!book.templates.delete(params.id)) return response(404).json(notFound);
      return response(204).empty();
    }),
  ];
}

export interface MethodsBook {
  sources: PaymentMethod[];
  /** The stored choice; the list answers the first usable source when it cannot pay. */
  defaultId: string | null;
}

export function methodsBook(
  sources: PaymentMethod[] = paymentSources,
  defaultId: string | null = sources[0]?.productId ?? null,
): MethodsBook {
  return { sources, defaultId };
}

const cardRefusals = {
  CARD_BLOCKED: bankError('CARD_BLOCKED', 'Kart bloklanıb: onunla ödəniş etmək olmaz.'),
  CARD_EXPIRED: bankError('CARD_EXPIRED', 'Kartın müddəti bitib.'),
};

export function paymentMethodHandlers(book: MethodsBook = methodsBook()): HttpHandler[] {
  return [
    http.get('/api/v1/payment-methods', ({ response }) =>
      response(200).json(paymentMethodsOf(book.sources, book.defaultId)),
    ),
    http.put('/api/v1/payment-methods/default', async ({ request, response }) => {
      const { productId } = await request.json();
      const source = book.sources.find((each) => each.productId === productId);
      if (!source) return response(404).json(notFound);
      if (source.reason) return response(409).json(cardRefusals[source.reason]);
      book.defaultId = productId;
      return response(200).json(paymentMethodsOf(book.sources, book.defaultId));
    }),
  ];
}
