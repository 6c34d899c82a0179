/**
 * Security headers for everything the bank serves. The Content-Security-Policy is the one the
 * built web app and the /api/docs page both run under: no inline or foreign scripts, inline
 * styles allowed because react-aria (and Swagger UI) set style attributes. API answers carry
 * personal data and tokens, so no browser or proxy may keep them (issue 13, L3).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { isApiAddress } from './index';

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

/**
 * Browser features the bank never uses, off for its pages and every frame in them. Only names
 * browsers know (an unknown one is a console warning); the clipboard stays on for copy buttons.
 * Passkeys (WebAuthn) are the bank's own pages' only: the sign-in page asks for one and
 * /settings creates one, no frame of another origin may do either.
 */
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const ownPagesOnly = ['publickey-credentials-create', 'publickey-credentials-get'];

export const permissionsPolicy = [
  ...unusedFeatures.map((feature) => `${feature}=()`),
  ...ownPagesOnly.map((feature) => `${feature}=(self)`),
].join(', ');

const helmetOptions = {
  // Helmet's defaults add upgrade-insecure-requests, which breaks the bank on plain http
  // (a local run, or a LAN address); the policy is therefore spelled out in full.
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  xFrameOptions: { action: 'deny' as const },
};
/** Helmet's headers for answers that skip its hook: those Fastify refuses before routing. */
const setHelmetHeaders = helmet(helmetOptions);

export interface SecurityHeaderOptions {
  /** Path prefixes owned by the API, e.g. /api/ (from the contract). */
  apiPrefixes: readonly string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions);
  // onSend, the last step before the answer leaves: errors and the 404 handler pass here too,
  // and no handler's own cache-control can loosen what an API answer gets.
  app.addHook('onSend', async (request, reply) => {
    setExposureHeaders(request.url, reply, options);
  });
}

/** Helmet's headers where its hook did not run, Permissions-Policy, no-store on API answers. */
export function setExposureHeaders(
  url: string,
  reply: FastifyReply,
  { apiPrefixes }: SecurityHeaderOptions,
): void {
  if (!reply.raw.hasHeader('content-security-policy')) {
    setHelmetHeaders(reply.request.raw, reply.raw, () => {});
  }
  reply.header('permissions-policy', permissionsPolicy);
  if (isApiAddress(url, apiPrefixes)) {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  }
}
