/**
 * Opening an account or a deposit: the product table, the applications (each a new request in
 * the list, READY_FOR_FATCA in its own status), the deposit insurance notice read, and an
 * account request's documents and QR.
 */
import type { HttpHandler } from 'msw';
import type { DepositProduct } from '../../../domain/deposit-opening';
import type { ReviewDocument } from '../../../machines/documentReview.machine';
import type { components } from '../../../openapi/generated/schema';
import { notFound } from '../fixtures/errors';
import { order } from '../fixtures/requests';
import { http } from '../http';
import type { RequestBook } from './loan-requests';

type ProductApplication = components['schemas']['ProductApplication'];

export interface ProductBook extends RequestBook {
  /** The detailed status of each application (GET .../applications/{id}/status). */
  statuses: Record<string, string>;
}

export interface ProductTable {
  depositProducts: DepositProduct[];
  documents: ReviewDocument[];
  signingLink: string;
}

export function productOpening(book: ProductBook, table: ProductTable): HttpHandler[] {
  const created = (productType: 'ACCOUNT' | 'DEPOSIT', amount?: number) => {
    const id = `${productType.toLowerCase()}-application-1`;
    const createdAt = '2026-11-21T10:00:00Z';
    return (currency: ProductApplication['currency']): ProductApplication => {
      book.orders.push(
        order(id, {
          productType,
          type: undefined,
          status: 'IN_PROGRESS',
          createdAt,
          amount,
          currency,
        }),
      );
      book.statuses[id] = 'READY_FOR_FATCA';
      return { id, productType, status: 'READY_FOR_FATCA', currency, createdAt };
    };
  };
  return [
    http.get('/deposit-application/v1/products', ({ response }) =>
      response(200).json(table.depositProducts),
    ),
    http.post('/account-application/v1/applications', async ({ request, response }) => {
      const { currency } = await request.json();
      return response(201).json(created('ACCOUNT')(currency));
    }),
    http.post('/deposit-application/v1/applications', async ({ request, response }) => {
      const { currency, amount } = await request.json();
      return response(201).json(created('DEPOSIT', amount)(currency));
    }),
    http.get('/account-application/v1/applications/{id}/status', ({ params, response }) => {
      const status = book.statuses[params.id];
      return status ? response(200).json({ status }) : response(404).json(notFound);
    }),
    http.get('/deposit-application/v1/applications/{id}/status', ({ params, response }) => {
      const status = book.statuses[params.id];
      return status ? response(200).json({ status }) : response(404).json(notFound);
    }),
    // Step 3: the deposit insurance notice read moves the application on to its documents.
    ...(['account', 'deposit'] as const).map((kind) =>
      http.post(
        `/${kind}-application/v1/applications/{id}/deposit-insurance`,
        ({ params, response }) => {
          if (book.statuses[params.id] !== 'INSURANCE_SELECTIONS')
            return response(404).json(notFound);
          book.statuses[params.id] = 'DOCUMENTS_PREPARATION';
          return response(200).json({ status: 'DOCUMENTS_PREPARATION' });
        },
      ),
    ),
    http.get('/account-application/v1/documents', ({ response }) =>
      response(200).json(table.documents),
    ),
    http.post('/account-application/v1/qr/generate', ({ response }) =>
      response(200).json({ data: table.signingLink }),
    ),
  ];
}
