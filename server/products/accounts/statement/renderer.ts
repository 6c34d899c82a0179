/**
 * Turns statements into PDF bytes on worker threads (piscina), so a long statement never holds
 * up other customers' requests: the event loop only reads the books and sends the answer.
 * The pool starts its threads on the first statement and lets idle ones go; close() ends it.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { StatementData } from './model';

export interface StatementRenderer {
  render(data: StatementData): Promise<Buffer>;
  /** Statements rendered by the worker threads so far. */
  rendered(): number;
  close(): Promise<void>;
}

/**
 * The worker is TypeScript and runs outside tsx's and vitest's module loaders, so it gets tsx's
 * loader of its own (resolved from here, whatever the working directory).
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const workerFile = new URL('./render-worker.ts', import.meta.url).href;

export function createStatementRenderer(): StatementRenderer {
  let pool: Piscina<StatementData, Uint8Array> | undefined;
  const open = () => {
    pool ??= new Piscina({
      filename: workerFile,
      execArgv: ['--import', tsxLoader],
      minThreads: 0,
      // One core stays with the event loop on small machines.
      maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async render(data) {
      const bytes = await open().run(data);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    rendered: () => pool?.completed ?? 0,
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
