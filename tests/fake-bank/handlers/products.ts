/**
 * The customer's products: accounts, cards, deposits and loans. Only the kinds given are
 * answered, so a page's other calls get the bank's 404 as before. Blocking and unblocking a
 * card change the card given, as the bank would.
 */
import { type HttpHandler, HttpResponse } from 'msw';
import type { components } from '../../../openapi/generated/schema';
import { notFound } from '../fixtures/errors';
import { http } from '../http';
import { cardControlHandlers } from './card-controls';

type Schemas = components['schemas'];

export interface Products {
  accounts?: Schemas['Account'][];
  /** GET /api/v1/accounts/{id}: the accounts with their requisites. */
  accountDetails?: Schemas['AccountDetails'][];
  cards?: Schemas['Card'][];
  deposits?: Schemas['Deposit'][];
  loans?: Schemas['Loan'][];
  /** GET /api/v1/accounts/{id}/requisites (and its PDF), by account id. */
  requisites?: Record<string, Schemas['AccountRequisites']>;
  /** GET /api/v1/loans/{id}: the loans with their schedule and payments. */
  loanDetails?: Schemas['LoanDetails'][];
}

export function products(given: Products): HttpHandler[] {
  const { accounts, accountDetails, requisites, cards, deposits, loans, loanDetails } = given;
  return [
    accounts && http.get('/api/v1/accounts', ({ response }) => response(200).json(accounts)),
    accountDetails &&
      http.get('/api/v1/accounts/{id}', ({ params, response }) => {
        const account = accountDetails.find(({ id }) => id === params.id);
        return account ? response(200).json(account) : response(404).json(notFound);
      }),
    ...(requisites ? requisitesHandlers(requisites) : []),
    ...(cards ? cardHandlers(cards) : []),
    deposits && http.get('/api/v1/deposits', ({ response }) => response(200).json(deposits)),
    loans && http.get('/api/v1/loans', ({ response }) => response(200).json(loans)),
    loanDetails &&
      http.get('/api/v1/loans/{id}', ({ params, response }) => {
        const loan = loanDetails.find(({ id }) => id === params.id);
        return loan ? response(200).json(loan) : response(404).json(notFound);
      }),
  ].filter((handler) => handler !== undefined);
}

function requisitesHandlers(requisites: Record<string, Schemas['AccountRequisites']>) {
  return [
    http.get('/api/v1/accounts/{id}/requisites', ({ params, response }) => {
      const found = requisites[params.id];
      return found ? response(200).json(found) : response(404).json(notFound);
    }),
    http.get('/api/v1/accounts/{id}/requisites.pdf', ({ params, response }) => {
      const found = requisites[params.id];
      if (!found) return response(404).json(notFound);
      return response.untyped(
        new HttpResponse('%PDF-1.7 requisites', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="requisites-${found.iban}.pdf"`,
          },
        }),
      );
    }),
  ];
}

function cardHandlers(cards: Schemas['Card'][]): HttpHandler[] {
  const setStatus = (id: string, status: Schemas['Card']['status']) => {
    const card = cards.find((each) => each.id === id);
    if (card) card.status = status;
    return card;
  };
  return [
    http.get('/api/v1/cards', ({ response }) => response(200).json(cards)),
    http.post('/api/v1/cards/{id}/block', ({ params, response }) => {
      const card = setStatus(params.id, 'BLOCKED');
      return card ? response(200).json(card) : response(404).json(notFound);
    }),
    http.post('/api/v1/cards/{id}/activate', ({ params, response }) => {
      const card = setStatus(params.id, 'ACTIVE');
      return card ? response(200).json(card) : response(404).json(notFound);
    }),
    ...cardControlHandlers(cards),
  ];
}

/** GET /api/v1/bank-contacts: the hotlines of the bank's configuration. */
export const bankContacts = (hotlines: Schemas['BankContacts']['hotlines']) =>
  http.get('/api/v1/bank-contacts', ({ response }) => response(200).json({ hotlines }));
