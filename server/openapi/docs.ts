/** Publishes the contract and its interactive reference at /api/docs (JSON at /api/docs/json). */
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Contract } from './contract';

export const docsPrefix = '/api/docs';

export async function registerApiDocs(app: FastifyInstance, contract: Contract): Promise<void> {
  // Static mode: the bundled contract is the document as written, not one rebuilt from routes.
  await app.register(swagger, {
    mode: 'static',
    // The plugin's types predate OpenAPI 3.1; it serves the document unchanged either way.
    specification: { document: contract.document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // No calls to the public validator service: the page must work offline and under the CSP.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
