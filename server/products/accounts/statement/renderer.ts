/**
 * Turns statements into PDF bytes on worker threads (server/pdf/worker-pool.ts), so a long
 * statement never holds up other customers' requests.
 */
import { createPdfRenderer, type PdfRenderer } from '../../../pdf/worker-pool';
import type { StatementData } from './model';

export type StatementRenderer = PdfRenderer<StatementData>;

export function createStatementRenderer(): StatementRenderer {
  return createPdfRenderer(new URL('./render-worker.ts', import.meta.url));
}
