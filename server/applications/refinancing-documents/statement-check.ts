/**
 * Opening a whole statement (statement-check-worker.ts) on worker threads: decoding a large
 * photo in JavaScript takes a second or more, which must not hold up other customers' requests,
 * and a file built to make pdf.js or a decoder work forever or run out of memory only costs a
 * thread, which is ended at the time limit. Two threads at most, so at most two decoded images
 * are in memory at once, whatever the number of uploads.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { AttachmentMediaType } from '../../../domain/attachment';
import type { StatementCheck, StatementVerdict } from './statement-check-worker';

/** A statement is a scan or a photo of a paper: 50 megapixels is more than a 48 MP phone's. */
export const statementMaxMegapixels = 50;
const checkTimeLimitMs = 20_000;

export interface StatementChecker {
  check(bytes: Uint8Array, mediaType: AttachmentMediaType): Promise<StatementVerdict>;
  close(): Promise<void>;
}

/** The worker is TypeScript and runs outside tsx's and vitest's loaders: it gets tsx's own. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Failures that the file caused: it took too long, or its thread ran out of memory. */
function isTheFilesFault(error: unknown): boolean {
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

export function createStatementChecker(): StatementChecker {
  let pool: Piscina<StatementCheck, StatementVerdict> | undefined;
  const open = () => {
    pool ??= new Piscina({
      filename: new URL('./statement-check-worker.ts', import.meta.url).href,
      execArgv: ['--import', tsxLoader],
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    return pool;
  };
  return {
    async check(bytes, mediaType) {
      const task = { bytes, mediaType, maxMegapixels: statementMaxMegapixels };
      try {
        return await open().run(task, { signal: AbortSignal.timeout(checkTimeLimitMs) });
      } catch (error) {
        if (isTheFilesFault(error)) return 'UNREADABLE';
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
