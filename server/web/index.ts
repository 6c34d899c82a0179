/**
 * Serves the built web app from WEB_DIST. Any page address the API does not own gets
 * index.html, so the app's router shows the page (or its own 404 page); API addresses always
 * answer JSON, never HTML.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDist, apiPrefixes } = options;
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  if (existsSync(webDist)) {
    // The default wildcard mode: a missing asset is a 404, not index.html.
    await app.register(fastifyStatic, {
      root: webDist,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', immutable);
        else if (alwaysRevalidated.has(path.basename(filePath)))
          reply.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiAddress(request.url, apiPrefixes) || !isPageRequest(request)) {
      throw new BankError('NOT_FOUND', 404);
    }
    return sendIndexHtml(reply, webDist);
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

async function sendIndexHtml(reply: FastifyReply, webDist: string) {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send(
        'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).\n',
      );
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
