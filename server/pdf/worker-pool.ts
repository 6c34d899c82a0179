/**
 * Turns data into PDF bytes on worker threads (piscina), so drawing a long document never holds
 * up other customers' requests: the event loop only reads the data and sends the answer. The
 * pool starts its threads on the first document and lets idle ones go; close() ends it.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export interface PdfRenderer<Input> {
  render(input: Input): Promise<Buffer>;
  /** Documents rendered by the worker threads so far. */
  rendered(): number;
  close(): Promise<void>;
}

/**
 * The workers are TypeScript and run outside tsx's and vitest's module loaders, so they get
 * tsx's loader of their own (resolved from here, whatever the working directory).
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A pool whose threads run the default export of `workerFile` (input in, PDF bytes out). */
export function createPdfRenderer<Input>(workerFile: URL): PdfRenderer<Input> {
  let pool: Piscina<Input, Uint8Array> | undefined;
  const open = () => {
    pool ??= new Piscina({
      filename: workerFile.href,
      execArgv: ['--import', tsxLoader],
      minThreads: 0,
      // One core stays with the event loop on small machines.
      maxThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    async render(input) {
      const bytes = await open().run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    rendered: () => pool?.completed ?? 0,
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
