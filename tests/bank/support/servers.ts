/**
 * Real bank server processes (server/main.ts under tsx) on one PostgreSQL database, sandbox on,
 * as production would run them behind a balancer. One can be killed with SIGKILL, mid-request,
 * and started again on the same port, as a crashed node restarted by its supervisor.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/support/free-port';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const startupLimitMs = 120_000;

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startupLimitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The bank server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/docs/json`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The bank server at ${url} did not start within ${startupLimitMs / 1000} s`);
}

export interface BankProcess {
  name: string;
  url: string;
  /** The running process's id: its job worker's claims carry it (server/jobs/runner.ts). */
  pid(): number | undefined;
  /** SIGKILL: no shutdown, in-flight requests and transactions are cut off. */
  kill(): Promise<void>;
  /** Starts it again on the same port and database. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface Settings {
  name: string;
  databaseUrl: string;
  jobs: boolean;
}

export async function startBankProcess({
  name,
  databaseUrl,
  jobs,
}: Settings): Promise<BankProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-test-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-app'),
    SANDBOX: '1',
    LOG_LEVEL: 'error',
    JOBS: jobs ? '1' : '0',
    JOBS_POLL_SECONDS: '1',
    // The run may outlast the default five minutes; every client comes from the one loopback.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    SESSION_IDLE_TIMEOUT_SECONDS: '3600',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000',
    // Each client confirms dozens of transfers with codes within minutes, far past the real
    // limits of code SMS (10 a phone an hour), which the server tests cover.
    CODE_SMS_PER_PHONE_HOUR: '1000000',
    CODE_SMS_PER_PHONE_DAY: '1000000',
    CODE_SMS_PER_ADDRESS_HOUR: '1000000',
    CODE_SMS_PER_ADDRESS_DAY: '1000000',
  };
  let child: ChildProcess | undefined;
  const exited = (server: ChildProcess) =>
    server.exitCode !== null || server.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => server.once('exit', resolve));
  const launch = async () => {
    // node itself with tsx's loader, not the tsx CLI, so the process killed is the server.
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(url, child);
  };
  const end = async (signal: NodeJS.Signals) => {
    if (!child) return;
    const server = child;
    child = undefined;
    server.kill(signal);
    await exited(server);
  };
  await launch();
  return {
    name,
    url,
    pid: () => child?.pid,
    kill: () => end('SIGKILL'),
    restart: launch,
    async stop() {
      await end('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
