/**
 * The application documents and their signing (loans: issue 5, steps 4–5; accounts and
 * deposits: issue 6): the papers prepared by a job when an application enters
 * DOCUMENTS_PREPARATION, the customer's calls to read and accept them and to get the signing QR
 * link under each product's prefix, and in sandbox mode the signing app's calls.
 */
import type { FastifyInstance } from 'fastify';
import { loadAuthSecret, secretsFrom } from '../auth/secrets';
import { createPdfRenderer } from '../pdf/worker-pool';
import type { BankDependencies } from '../shared/bank-dependencies';
import { type DocumentRenderer, registerDocumentJobs } from './prepare';
import { registerProductDocumentRoutes } from './product-routes';
import { registerDocumentRoutes } from './routes';
import { signingService } from './signing';
import { registerSigningRoutes } from './signing-routes';

export { queueDocumentPreparation } from './prepare';

export async function documentsModule(app: FastifyInstance, deps: BankDependencies) {
  const renderer: DocumentRenderer = createPdfRenderer(
    new URL('./render-worker.ts', import.meta.url),
  );
  app.addHook('onClose', () => renderer.close());
  registerDocumentJobs(deps.jobs, { renderer, log: app.log });
  const secret = await loadAuthSecret(deps.config, deps.db, deps.clock);
  const signing = signingService(deps.db, deps.clock, secretsFrom(secret));
  registerDocumentRoutes(app, deps, signing);
  registerProductDocumentRoutes(app, deps, signing);
  if (deps.config.sandbox) registerSigningRoutes(app, deps, signing);
}
