/** The render thread's entry point: piscina calls the default export, one statement at a time. */
import type { StatementData } from './model';
import { renderStatementPdf } from './pdf';

export default async function renderInWorker(data: StatementData): Promise<Uint8Array> {
  return renderStatementPdf(data);
}
