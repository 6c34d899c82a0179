/**
 * Compression of what the bank sends as it leaves: API answers over 1 KB, and built files the
 * build left no compressed copy of (source maps, the /api/docs page). Brotli, else gzip, by the
 * client's Accept-Encoding, with `Vary: Accept-Encoding`. PDFs and images are not compressible
 * types and go as they are; an answer that already has a Content-Encoding (the build's copies,
 * sent by ./index.ts) is left alone.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing saves less than it costs (a packet is ~1.4 KB anyway). */
export const compressionThreshold = 1024;

/**
 * Registered after the app's own onSend hooks (the contract's response check reads the body as
 * text) and before any route: it adds its own onSend to each route registered after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: no inflating of uploads past the body limit.
    globalDecompression: false,
  });
}
