/**
 * Sandbox mode: what a real bank has outside the web app, stood in for so the product can be
 * tried end to end. Registered only when sandbox mode is on; otherwise /sandbox/... is a 404.
 */
import type { FastifyInstance } from 'fastify';
import type { BankClock } from '../clock';
import type { BankDb } from '../db/client';
import { BankError } from '../errors/bank-error';
import { registerOperation } from '../openapi/operations';
import { toPhoneDigits } from '../sms/phone';
import { clockMoveOf, moveSandboxClock } from './clock';
import { listOutbox } from './sms-outbox';

export async function sandboxModule(
  app: FastifyInstance,
  { db, clock }: { db: BankDb; clock: BankClock },
) {
  registerOperation(app, 'listSandboxSms', async (request) => {
    const { to } = request.query;
    if (to === undefined) return listOutbox(db);
    const recipient = toPhoneDigits(to);
    // The contract's pattern lets 10 and 11 digits through; neither is a phone number.
    if (!recipient) throw new BankError('VALIDATION_FAILED', 400, {}, 'PHONE_INVALID');
    return listOutbox(db, recipient);
  });

  const clockState = () => ({ now: clock.now().toString(), offsetSeconds: clock.offsetSeconds() });

  // The offset was refreshed from the database by the app's onRequest hook.
  registerOperation(app, 'getSandboxClock', async () => clockState());

  registerOperation(app, 'moveSandboxClock', async (request) => {
    clock.adopt(await moveSandboxClock(db, clock.base, clockMoveOf(request.body)));
    return clockState();
  });
}
