/**
 * Video identification (issue 5, step 2): the operators' free quarters, booking one — or an
 * emergency call as soon as possible — the booked time, and moving it until the operator starts
 * the call (issue 15), which the sandbox's operator does through its own call.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../auth';
import { sourceApplication } from '../fatca/source';
import { registerOperation } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { reservationJson } from './json';
import { rebook, startCall } from './rebook';
import { reservationOf, reserve } from './reserve';
import { slotsFrom } from './slots';

export async function identificationModule(
  app: FastifyInstance,
  { db, clock, config }: BankDependencies,
) {
  const customerOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).customer.id;

  registerOperation(app, 'listSlots', async (request) => {
    await sourceApplication(db, customerOf(request), request.query);
    return slotsFrom(db, clock);
  });

  registerOperation(app, 'createReservation', async (request, reply) => {
    const reservation = await reserve(db, clock, customerOf(request), request.body);
    return reply.code(201).send(reservationJson(reservation));
  });

  registerOperation(app, 'rebookIdentificationSlot', async (request) =>
    reservationJson(await rebook(db, clock, customerOf(request), request.body)),
  );

  if (config.sandbox) {
    registerOperation(app, 'startSandboxIdentificationCall', async (request) =>
      reservationJson(await startCall(db, clock, request.params.id)),
    );
  }

  registerOperation(app, 'getReservation', async (request) =>
    reservationJson(await reservationOf(db, customerOf(request), request.query.sourceId)),
  );
}
