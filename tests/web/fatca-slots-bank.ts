import { vi } from 'vitest';
import type { Reservation, Slot } from '../../src/domain/identification-slots';
import type { Order } from '../../src/domain/loan-requests';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface StepTwoBank {
  order: Order;
  /** What the app sent to the FATCA answers and reservations calls. */
  answers: unknown[];
  reservations: Reservation[];
  /** Set to answer the reservation call with this error instead of booking. */
  refuseBooking?: { status: number; message: string };
}

export const fatcaQuestions = [
  { questionId: 'us-citizen', question: 'ABŞ vətəndaşısınızmı?' },
  { questionId: 'us-resident', question: 'ABŞ-da vergi rezidentisinizmi?' },
];

/**
 * A bank for step 2 of one request: its FATCA questions and answers (a "yes" moves it to a
 * branch), slots and reservations (booking moves it to WAITING_IDENTIFICATION_RESULT).
 */
export function stubStepTwoBank(order: Order, slots: Slot[]): StepTwoBank {
  const bank: StepTwoBank = { order: { ...order }, answers: [], reservations: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname, searchParams } = new URL(request.url);
      if (pathname === '/api/v1/user/info')
        return json({ firstName: 'Nigar', lastName: 'Əliyeva' });
      if (pathname === '/api/v1/orders') return json([bank.order]);
      if (pathname === '/ms-fatca/v1/fatca/questions') return json(fatcaQuestions);
      if (pathname === '/ms-fatca/v1/fatca/answers') {
        const body = await request.json();
        bank.answers.push(body);
        const usPerson = body.fatcaAnswers.some((each: { answer: boolean }) => each.answer);
        bank.order.status = usPerson ? 'MOVED_TO_TRADITIONAL_WAY' : 'READY_FOR_IDENTIFICATION';
        return json({ status: bank.order.status });
      }
      if (pathname === '/api/v1/slots') return json(slots);
      if (pathname === '/api/v1/reservations' && request.method === 'POST') {
        if (bank.refuseBooking) {
          return json({ code: 'CONFLICT', message: bank.refuseBooking.message }, 409);
        }
        const reservation = await request.json();
        bank.reservations.push(reservation);
        bank.order.status = 'WAITING_IDENTIFICATION_RESULT';
        return json(reservation, 201);
      }
      if (pathname === '/api/v1/reservations' && searchParams.get('sourceId') === order.id) {
        return json(bank.reservations.at(-1) ?? {}, bank.reservations.length ? 200 : 404);
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return bank;
}
