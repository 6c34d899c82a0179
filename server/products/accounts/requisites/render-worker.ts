/** The render thread's entry point: piscina calls the default export, one sheet at a time. */
import type { RequisitesSheet } from './model';
import { renderRequisitesPdf } from './pdf';

export default async function renderInWorker(sheet: RequisitesSheet): Promise<Uint8Array> {
  return renderRequisitesPdf(sheet);
}
