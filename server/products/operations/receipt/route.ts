/**
 * GET /api/v1/operations/{id}/receipt: the receipt of one operation of the caller's history as
 * a PDF in the caller's language. The event loop reads the operation (the same statement as
 * getOperation) and answers; the PDF is drawn on a worker thread of its own pool
 * (server/pdf/worker-pool.ts), which starts on the first receipt and closes with the app.
 */
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../../auth';
import { requestLocale } from '../../../i18n';
import type { LedgerDb } from '../../../ledger';
import { registerOperation } from '../../../openapi/operations';
import { createPdfRenderer, type PdfRenderer } from '../../../pdf/worker-pool';
import type { ReceiptSheet } from '../../../transfers/receipt/sheet';
import { readOperationDetails } from '../details';
import { operationDetailsJson } from '../json';
import { operationReceiptFilename, operationReceiptSheet } from './sheet';

export function registerOperationReceiptRoute(
  app: FastifyInstance,
  db: LedgerDb,
  renderer: PdfRenderer<ReceiptSheet> = createPdfRenderer(
    new URL('./render-worker.ts', import.meta.url),
  ),
) {
  app.addHook('onClose', () => renderer.close());
  registerOperation(app, 'getOperationReceipt', async (request, reply) => {
    const customerId = signedIn(request).customer.id;
    const row = await readOperationDetails(db, customerId, request.params.id);
    const locale = requestLocale(request);
    const operation = operationDetailsJson(row, locale);
    const pdf = await renderer.render(operationReceiptSheet(operation, locale));
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${operationReceiptFilename(operation.reference)}"`,
      )
      .header('cache-control', 'no-store')
      .code(200)
      .send(pdf);
  });
}
