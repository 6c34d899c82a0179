/**
 * Security headers for everything the bank serves. The Content-Security-Policy is the one the
 * built web app and the /api/docs page both run under: no inline or foreign scripts, inline
 * styles allowed because react-aria (and Swagger UI) set style attributes.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // The loan documents are previewed in a frame of a blob: URL made from the bank's own PDF.
  'frame-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // Helmet's defaults add upgrade-insecure-requests, which breaks the bank on plain http
    // (a local run, or a LAN address); the policy is therefore spelled out in full.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    xFrameOptions: { action: 'deny' },
  });
}
