/**
 * The bank's logger: pino writing through an asynchronous destination, so a request's log lines
 * are buffered and written in batches instead of one blocking write each. pino flushes the
 * buffer when the process exits. Fastify logs each request's method, URL and status, never a
 * body: nothing a customer sends (passwords, codes) reaches the log.
 */
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogLevel } from './config';

/** Bytes buffered before a write: a few dozen request lines. */
const batchBytes = 4096;

export function bankLogger(level: LogLevel): FastifyServerOptions['logger'] {
  if (level === 'silent') return { level };
  return { level, stream: pino.destination({ sync: false, minLength: batchBytes }) };
}
