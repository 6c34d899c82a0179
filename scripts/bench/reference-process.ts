/** Starts scripts/bench/references.ts as its own process and reads where its routes listen. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { endProcess, root } from './bank-process';
import { onCleanup } from './cleanup';

export interface References {
  /** Bare Fastify answering {ok:true}. */
  bareUrl: string;
  /** Bare Fastify doing one SELECT 1 through pg. */
  pgUrl: string;
  stop(): Promise<void>;
}

export async function startReferences(databaseUrl: string): Promise<References> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/references.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onCleanup('stop the reference servers', () => endProcess(child));
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`references.ts exited with ${code}`))),
  );
  const firstLine = new Promise<string>((resolve) => lines.once('line', resolve));
  const ports = JSON.parse(await Promise.race([firstLine, exited])) as { bare: number; pg: number };
  lines.close();
  child.stdout.resume();
  return {
    bareUrl: `http://127.0.0.1:${ports.bare}/`,
    pgUrl: `http://127.0.0.1:${ports.pg}/`,
    stop,
  };
}
