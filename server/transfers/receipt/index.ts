/**
 * Receipts of executed transfers (issue 12): the one-page PDF in the caller's language, to
 * download or to send by email through the mail port. `server/app.ts` registers the module.
 */
import type { FastifyInstance } from 'fastify';
import type { MailSender } from '../../mail';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { createReceiptRenderer, type ReceiptRenderer } from './renderer';
import { registerTransferReceiptRoutes } from './routes';

export interface ReceiptModuleOptions extends BankDependencies {
  mail: MailSender;
  /** Tests may hand in their own; by default a pool of its own, closed with the app. */
  renderer?: ReceiptRenderer;
}

export async function transferReceiptModule(app: FastifyInstance, options: ReceiptModuleOptions) {
  const { db, mail, renderer = createReceiptRenderer() } = options;
  app.addHook('onClose', () => renderer.close());
  registerTransferReceiptRoutes(app, { db, mail, renderer });
}
