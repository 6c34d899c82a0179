/** The sandbox: its SMS and mail outboxes, the operator's applications and the signing app's session. */
import { type HttpHandler, HttpResponse } from 'msw';
import type { SigningSession } from '../../../machines/signingApp.machine';
import type { components } from '../../../openapi/generated/schema';
import { type BankError, bankError } from '../fixtures/errors';
import type { SandboxApplication } from '../fixtures/sandbox';
import { http } from '../http';

/** The outbox; `to` keeps the messages to a phone with those digits. */
export const smsOutboxOf = (messages: components['schemas']['SmsMessage'][]) =>
  http.get('/sandbox/v1/sms', ({ query, response }) => {
    const to = query.get('to');
    return response(200).json(
      to ? messages.filter((message) => message.to.includes(to)) : messages,
    );
  });

/** The mail outbox; `to` keeps the messages to that address, however its letters are cased. */
export const mailOutboxOf = (messages: components['schemas']['MailMessage'][]) =>
  http.get('/sandbox/v1/mail', ({ query, response }) => {
    const to = query.get('to')?.toLowerCase();
    return response(200).json(to ? messages.filter((message) => message.to === to) : messages);
  });

export interface OperatorBook {
  applications: SandboxApplication[];
}

/**
 * The operator's list (by a whole phone number) and events; every event here cancels, and
 * starting a booked video call marks it STARTED.
 */
export function operatorConsole(book: OperatorBook): HttpHandler[] {
  return [
    http.get('/sandbox/v1/loan-applications', ({ query, response }) => {
      const phone = query.get('phone');
      return response(200).json(
        phone
          ? book.applications.filter(({ customerPhoneNumber }) =>
              phone.endsWith(customerPhoneNumber),
            )
          : book.applications,
      );
    }),
    http.post('/sandbox/v1/loan-applications/{id}/events', ({ params, response }) => {
      book.applications = book.applications.map((application) =>
        application.id === params.id
          ? { ...application, status: 'CANCELED', allowedEvents: [] }
          : application,
      );
      const canceled = book.applications.find(({ id }) => id === params.id);
      return response(200).json({
        id: params.id,
        status: 'CANCELED',
        requestedAmount: canceled?.requestedAmount ?? 0,
        customerPhoneNumber: canceled?.customerPhoneNumber ?? '',
      });
    }),
    http.post('/sandbox/v1/loan-applications/{id}/identification-call', ({ params, response }) => {
      book.applications = book.applications.map((application) =>
        application.id === params.id
          ? { ...application, identificationCall: 'STARTED' as const }
          : application,
      );
      return response(200).json({
        phoneNumber: '772223344',
        reservationType: 'EMERGENCY',
        productType: 'LOAN',
        sourceId: params.id,
        callStarted: true,
      });
    }),
  ];
}

export interface SigningBook {
  session: SigningSession;
  /** While set, every signing call is answered with this error instead. */
  refuse?: { status: 404 | 500; error: BankError };
}

/** One signing link's session; signing twice is refused, as the server does. */
export function signingLink(book: SigningBook, token: string): HttpHandler[] {
  const base = '/sandbox/v1/signing/{token}';
  const refusal = () =>
    book.refuse && HttpResponse.json(book.refuse.error, { status: book.refuse.status });
  return [
    http.get(base, ({ params, response }) => {
      if (params.token !== token) return undefined;
      const refused = refusal();
      return refused ? response.untyped(refused) : response(200).json(book.session);
    }),
    http.post(`${base}/sign`, ({ params, response }) => {
      if (params.token !== token) return undefined;
      const refused = refusal();
      if (refused) return response.untyped(refused);
      if (book.session.status === 'SIGNED') {
        return response(409).json(bankError('APPLICATION_STATUS_CONFLICT', 'Artıq imzalanıb'));
      }
      book.session = { ...book.session, status: 'SIGNED' };
      return response(200).json(book.session);
    }),
  ];
}
