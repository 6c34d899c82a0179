/**
 * Email (issue 12: receipts): the mail port, the sandbox's outbox behind it and its listing at
 * /sandbox/v1/mail. `server/app.ts` picks the sender and registers the sandbox call.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import { registerOperation } from '../openapi/operations';
import type { MailSender } from './mail-sender';
import { listMailOutbox } from './outbox';
import { outboxMailSender } from './outbox-mail-sender';
import { unconfiguredMailSender } from './unconfigured-mail-sender';

// The rule is the form's too, so it lives in the shared kernel.
export { isDeliverableEmail } from '../../domain/email';
export type { MailAttachment, MailMessage, MailSender } from './mail-sender';

/** The sandbox keeps mail in its outbox; a bank without a mail transport refuses to send. */
export function mailSenderFor(
  config: Pick<Config, 'sandbox'>,
  db: BankDb,
  clock: Clock,
): MailSender {
  return config.sandbox ? outboxMailSender(db, clock) : unconfiguredMailSender();
}

/** GET /sandbox/v1/mail: registered only in sandbox mode. */
export async function mailOutboxModule(app: FastifyInstance, { db }: { db: BankDb }) {
  registerOperation(app, 'listSandboxMail', async (request) =>
    listMailOutbox(db, request.query.to),
  );
}
