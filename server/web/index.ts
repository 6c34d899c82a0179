/**
 * Serves the built web app from WEB_DIST. Any page address the API does not own gets
 * index.html, so the app's router shows the page (or its own 404 page); API addresses always
 * answer JSON, never HTML. Each file goes as the build's brotli or gzip copy when the browser
 * takes one (scripts/web-build.ts writes them), with `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BankError } from '../errors/bank-error';

export interface WebAppOptions {
  webDist: string;
  /** Path prefixes owned by the API, e.g. /api/ (from the contract). */
  apiPrefixes: readonly string[];
}

const immutable = 'public, max-age=31536000, immutable';
/** Must be revalidated every time, or a new release would never reach the browser. */
const alwaysRevalidated = new Set(['index.html', 'sw.js']);
/** The build's copy of a file: index.html.br is index.html for caching. */
const compressedCopy = /\.(?:br|gz)$/;

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDist, apiPrefixes } = options;
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const served = existsSync(webDist);
  if (served) {
    // The default wildcard mode: a missing asset is a 404, not index.html.
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', immutable);
        else if (alwaysRevalidated.has(path.basename(filePath).replace(compressedCopy, '')))
          reply.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiAddress(request.url, apiPrefixes) || !isPageRequest(request)) {
      throw new BankError('NOT_FOUND', 404);
    }
    if (!served || !(await isBuilt(webDist))) return sendNotBuilt(reply);
    // Through the static plugin: the compressed copy and no-cache (setHeaders), as for "/".
    return reply.code(200).sendFile('index.html');
  });
}

export function isApiAddress(url: string, apiPrefixes: readonly string[]): boolean {
  return apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** A browser navigating to a page: GET or HEAD, asking for HTML, not a built asset. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/assets/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** index.html is there; without it (a failed build) sending it would come back here. */
function isBuilt(webDist: string): Promise<boolean> {
  return access(path.join(webDist, 'index.html')).then(
    () => true,
    () => false,
  );
}

function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).\n');
}
