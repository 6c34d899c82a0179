/**
 * A real bank server process (server/main.ts through tsx) on a loopback port, on a PostgreSQL
 * database or, without one, on PGlite in a temporary data folder. Sandbox on (its SMS outbox
 * gives the bench the sign-in codes), jobs off, limits meant for people opened up for the load,
 * and production's argon2 cost. Stopped with SIGTERM when the run ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port';
import { onCleanup } from './cleanup';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const startupLimitMs = 180_000;

export async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startupLimitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The process for ${url} exited early`);
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${startupLimitMs / 1000} s`);
}

/** Ends a child with `signal` and waits for it to be gone. */
export function endProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return gone;
}

/** The environment's settings that would change what is measured, left out of the server's. */
const inheritedButNotWanted = ['DATABASE_URL', 'PASSWORD_HASH_COST', 'NODE_ENV', 'PORT', 'HOST'];

function benchEnv(port: number, dataDir: string, options: BankOptions) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of inheritedButNotWanted) delete env[name];
  return {
    ...env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-app'),
    SANDBOX: '1',
    // Production's level: each request is logged (to a discarded stdout), as it would be.
    LOG_LEVEL: 'info',
    JOBS: '0',
    // A run may outlast the default five minutes; every client comes from the one loopback.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    SESSION_IDLE_TIMEOUT_SECONDS: '3600',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000000',
    CODE_SMS_PER_PHONE_HOUR: '1000000',
    CODE_SMS_PER_PHONE_DAY: '1000000',
    CODE_SMS_PER_ADDRESS_HOUR: '1000000',
    CODE_SMS_PER_ADDRESS_DAY: '1000000',
  };
}

export interface BankOptions {
  /** PostgreSQL; without it the server uses PGlite in its temporary data folder. */
  databaseUrl?: string;
  /** The built web app to serve; none by default. */
  webDist?: string;
}

export interface BankProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startBank(options: BankOptions = {}): Promise<BankProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bank-'));
  const removeDataDir = onCleanup(`remove ${dataDir}`, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // node itself with tsx's loader, not the tsx CLI, so the process signalled is the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: benchEnv(port, dataDir, options),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`bench: the bank server at ${url} exited (${signal ?? code})`);
  });
  const stopServer = onCleanup(`stop the bank server at ${url}`, () => {
    stopping = true;
    return endProcess(child);
  });
  await waitUntilUp(`${url}/api/v1/accounts`, child);
  return {
    url,
    async stop() {
      await stopServer();
      await removeDataDir();
    },
  };
}
