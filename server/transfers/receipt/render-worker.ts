/** The render thread's entry point: piscina calls the default export, one receipt at a time. */
import type { ReceiptData } from './model';
import { renderReceiptPdf } from './pdf';

export default async function renderInWorker(data: ReceiptData): Promise<Uint8Array> {
  return renderReceiptPdf(data);
}
