/**
 * Step 2 of one request: its FATCA questions and answers (a "yes" moves it to a branch), the
 * identification slots and the booking, which moves it to WAITING_IDENTIFICATION_RESULT, and
 * moving the booked call (issue 15).
 */
import type { HttpHandler } from 'msw';
import type { Reservation, Slot } from '../../../domain/identification-slots';
import type { Order } from '../../../domain/loan-requests';
import type { components } from '../../../openapi/generated/schema';
import { notFound } from '../fixtures/errors';
import { fatcaQuestions } from '../fixtures/identification';
import { http } from '../http';
import { applicationOf } from './loan-requests';

export interface StepTwoBook {
  request: Order;
  /** The calls booked, in order. */
  reservations: Reservation[];
  /** The customer's FATCA answers of an earlier application, within 12 months. */
  lastAnswers?: components['schemas']['FatcaLastAnswers'];
}

export function stepTwo(book: StepTwoBook, slots: Slot[]): HttpHandler[] {
  return [
    http.get('/ms-fatca/v1/fatca/questions', ({ response }) => response(200).json(fatcaQuestions)),
    http.get('/ms-fatca/v1/fatca/answers', ({ response }) =>
      response(200).json(book.lastAnswers ?? { fatcaAnswers: [] }),
    ),
    http.post('/ms-fatca/v1/fatca/answers', async ({ request, response }) => {
      const { fatcaAnswers } = await request.json();
      const usPerson = fatcaAnswers.some((each) => each.answer);
      book.request.status = usPerson ? 'MOVED_TO_TRADITIONAL_WAY' : 'READY_FOR_IDENTIFICATION';
      return response(200).json({ status: book.request.status });
    }),
    // The slot step reads the application for the number the call goes to.
    http.get('/api/loan-applications/v1/loan-applications/{id}', ({ params, response }) =>
      params.id === book.request.id
        ? response(200).json(applicationOf(book.request))
        : response(404).json(notFound),
    ),
    http.get('/api/v1/slots', ({ response }) => response(200).json(slots)),
    http.post('/api/v1/reservations', async ({ request, response }) => {
      const reservation = await request.json();
      book.reservations.push(reservation);
      book.request.status = 'WAITING_IDENTIFICATION_RESULT';
      return response(201).json(reservation);
    }),
    http.put('/api/v1/reservations', async ({ request, response }) => {
      const reservation = { ...(await request.json()), callStarted: false };
      book.reservations.push(reservation);
      return response(200).json(reservation);
    }),
    http.get('/api/v1/reservations', ({ query, response }) => {
      const booked = book.reservations.at(-1);
      return booked && query.get('sourceId') === book.request.id
        ? response(200).json(booked)
        : response(404).json(notFound);
    }),
  ];
}
