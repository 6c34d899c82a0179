/**
 * The customer's requests (GET /api/v1/orders) and step 1 of a loan request: applying, the
 * offers and banks, the statements of loans to refinance, accepting an offer and renewing an
 * expired request. The book is the bank's state; the handlers change it as the bank would.
 */
import type { HttpHandler } from 'msw';
import type { Order } from '../../../domain/loan-requests';
import type { components } from '../../../openapi/generated/schema';
import type { BankError } from '../fixtures/errors';
import { notFound } from '../fixtures/errors';
import { http } from '../http';
import { applicationFiles, type FilesBook } from './application-files';

type Schemas = components['schemas'];

export interface RequestBook {
  orders: Order[];
}

/** The phone a request was made with, where the bank answers it back. */
export const requestPhone = '501234567';

/** The request as GET and PUT of a loan application answer it. */
export const applicationOf = (request: Order, fields: Partial<Schemas['LoanApplication']> = {}) =>
  ({
    id: request.id,
    type: request.type === 'REFIN' ? 'REFIN' : 'LOAN',
    status: request.status,
    requestedAmount: request.amount ?? 0,
    customerPhoneNumber: requestPhone,
    createdAt: request.createdAt,
    ...fields,
  }) satisfies Schemas['LoanApplication'];

/** A book of copies, so the bank's changes never reach the fixtures. */
export const requestBook = (orders: Order[]): RequestBook => ({
  orders: orders.map((request) => ({ ...request })),
});

export const listOrders = (book: RequestBook) =>
  http.get('/api/v1/orders', ({ response }) => response(200).json(book.orders));

/** Applying for a loan adds a new request in DEFAULT to the list. */
export const loanApplications = (book: RequestBook) =>
  http.post('/api/loan-applications/v1/loan-applications', async ({ request, response }) => {
    const application = await request.json();
    const id = `application-${book.orders.length + 1}`;
    const createdAt = '2026-11-21T10:00:00Z';
    book.orders.push({
      id,
      productType: 'LOAN',
      type: application.type,
      status: 'DEFAULT',
      createdAt,
      amount: application.requestedAmount,
      currency: 'AZN',
    });
    // Without a number typed, the bank takes the customer's registered mobile.
    const customerPhoneNumber = application.customerPhoneNumber ?? requestPhone;
    return response(201).json({
      id,
      status: 'DEFAULT',
      createdAt,
      ...application,
      customerPhoneNumber,
      // The form sends qəpik; the application answers manat, as the bank does.
      salary: application.salary / 100,
      officialIncome:
        application.officialIncome === undefined ? null : application.officialIncome / 100,
    });
  });

export interface OfferBook extends RequestBook, FilesBook {
  statements: Schemas['RefinancingDocument'][];
  /** How many statements were sent, refused ones too. */
  uploads: number;
  /** While set, an upload is refused with it. */
  refuseUpload?: { status: 400 | 409; error: BankError };
}

/** What the bank offers for a request: its offers, the loans it could refinance, the banks. */
export interface OffersAnswer {
  offers: Schemas['Offer'][];
  eligibleLoans: Schemas['EligibleRefinancingLoan'][];
  banks: Schemas['BankDetails'][];
}

/** A book for step 1: the requests, with no statement sent yet. */
export const offerBook = (orders: Order[]): OfferBook => ({
  ...requestBook(orders),
  statements: [],
  uploads: 0,
  files: [],
});

/**
 * Step 1: the offers and banks, and accepting an offer, which moves the request on to
 * READY_FOR_FATCA; the statements of loans to refinance are stored, listed and removed.
 */
export function loanOffers(book: OfferBook, data: OffersAnswer): HttpHandler[] {
  const base = '/api/loan-applications/v1/loan-applications/{id}' as const;
  return [
    http.get('/api/loan-applications/v1/offers', ({ response }) =>
      response(200).json({ offers: data.offers, eligibleForRefinancingLoans: data.eligibleLoans }),
    ),
    http.get('/bank-details/v1/bank-details', ({ response }) => response(200).json(data.banks)),
    // Step 1 shows the salary and official income the application was made with.
    http.get(base, ({ params, response }) => {
      const request = book.orders.find(({ id }) => id === params.id);
      if (!request) return response(404).json(notFound);
      return response(200).json(applicationOf(request, { salary: 2400, officialIncome: 1800.5 }));
    }),
    http.put(`${base}/accept`, ({ params, response }) => {
      const request = book.orders.find(({ id }) => id === params.id);
      if (!request) return response(404).json(notFound);
      request.status = 'READY_FOR_FATCA';
      return response(200).json(applicationOf(request));
    }),
    http.get(`${base}/refinancing-documents`, ({ response }) =>
      response(200).json(book.statements),
    ),
    http.post(`${base}/refinancing-documents`, async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const refLiabilityId = String(form.get('refLiabilityId'));
      book.uploads += 1;
      if (book.refuseUpload) {
        const { status, error } = book.refuseUpload;
        return response(status).json(error);
      }
      const statement: Schemas['RefinancingDocument'] = {
        id: `statement-${book.uploads}`,
        refLiabilityId,
        // jsdom's File reaches undici's Request without its name (undici names only its own
        // Files), so this bank names the statement after the loan; the e2e test sees the name.
        fileName: `${refLiabilityId}.pdf`,
        mediaType: 'application/pdf',
        size: file.size,
        uploadedAt: '2026-11-21T09:15:00Z',
      };
      // One statement a loan, as at the bank: a new one replaces the old.
      book.statements = [
        ...book.statements.filter((each) => each.refLiabilityId !== refLiabilityId),
        statement,
      ];
      return response(201).json(statement);
    }),
    http.delete(`${base}/refinancing-documents/{docId}`, ({ params, response }) => {
      book.statements = book.statements.filter(({ id }) => id !== params.docId);
      return response(204).empty();
    }),
    ...applicationFiles(book),
  ];
}

/** Renewing an expired request gives it 72 more hours in DEFAULT (PRODUCT 4.5). */
export const requestRefresh = (book: RequestBook) =>
  http.put('/api/loan-applications/v1/loan-applications/{id}/refresh', ({ params, response }) => {
    const index = book.orders.findIndex(({ id }) => id === params.id);
    const request = book.orders[index];
    if (!request) return response(404).json(notFound);
    const deadline = new Date(Date.now() + 72 * 3600_000).toISOString();
    const renewed = { ...request, status: 'DEFAULT', deadline };
    book.orders[index] = renewed;
    return response(200).json(applicationOf(renewed));
  });
