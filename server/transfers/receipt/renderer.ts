/** Turns receipts into PDF bytes on worker threads (server/pdf/worker-pool.ts), off the event loop. */
import { createPdfRenderer, type PdfRenderer } from '../../pdf/worker-pool';
import type { ReceiptData } from './model';

export type ReceiptRenderer = PdfRenderer<ReceiptData>;

export function createReceiptRenderer(): ReceiptRenderer {
  return createPdfRenderer(new URL('./render-worker.ts', import.meta.url));
}
