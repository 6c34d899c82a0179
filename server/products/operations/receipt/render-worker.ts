/** The render thread's entry point: piscina calls the default export, one receipt at a time. */
import { type ReceiptSheet, renderReceiptSheet } from '../../../transfers/receipt/sheet';

export default async function renderInWorker(sheet: ReceiptSheet): Promise<Uint8Array> {
  return renderReceiptSheet(sheet);
}
