/**
 * GET /api/v1/transfers/{id}/receipt (the PDF) and POST .../receipt/email (the same PDF by email).
 * The event loop validates, reads the transfer and answers; the PDF is drawn on a worker thread.
 * Another customer's transfer is a 404; one not executed yet is a 409.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../auth';
import type { BankDb } from '../../db/client';
import { BankError } from '../../errors/bank-error';
import { requestLocale } from '../../i18n';
import { isDeliverableEmail, type MailSender } from '../../mail';
import { registerOperation } from '../../openapi/operations';
import { findTransfer } from '../execution/store';
import { receiptData, receiptFilename } from './data';
import { receiptLabels } from './labels';
import type { ReceiptRenderer } from './renderer';

export interface ReceiptContext {
  db: BankDb;
  mail: MailSender;
  renderer: ReceiptRenderer;
}

export function registerTransferReceiptRoutes(app: FastifyInstance, context: ReceiptContext) {
  const { db, mail, renderer } = context;

  registerOperation(app, 'getTransferReceipt', async (request, reply) => {
    const customerId = signedIn(request).customer.id;
    const found = await findTransfer(db, customerId, request.params.id);
    const data = receiptData(found, requestLocale(request));
    const pdf = await renderer.render(data);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptFilename(data.reference)}"`)
      .header('cache-control', 'no-store')
      .code(200)
      .send(pdf);
  });

  registerOperation(app, 'sendTransferReceipt', async (request) => {
    const customerId = signedIn(request).customer.id;
    const { email } = request.body;
    // The contract's format lets through addresses no mail provider takes (see isDeliverableEmail).
    if (!isDeliverableEmail(email)) {
      throw new BankError('VALIDATION_FAILED', 400, { field: 'email' }, 'FIELD_INVALID');
    }
    const found = await findTransfer(db, customerId, request.params.id);
    const data = receiptData(found, requestLocale(request));
    const pdf = await renderer.render(data);
    const labels = receiptLabels[data.locale];
    const withReference = (text: string) => text.replace('{reference}', data.reference);
    await mail.send({
      to: email,
      subject: withReference(labels.mailSubject),
      text: withReference(labels.mailText),
      attachments: [
        { filename: receiptFilename(data.reference), contentType: 'application/pdf', content: pdf },
      ],
    });
    return { status: 'SENT' };
  });
}
