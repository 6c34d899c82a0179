/** Starts the real bank server (built web app, fresh PGlite database, sandbox on) on a free port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/support/free-port';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// Migrating and seeding a fresh bank takes ~10 s alone, and over a minute when CI's lanes all
// start at once. The wait stays under the e2e hooks' 200 s (vitest.config.ts), so a server that
// is too slow is stopped here rather than left running by a hook that timed out.
const startLimitMs = 180_000;

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startLimitMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The bank server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/docs/json`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The bank server did not start within ${startLimitMs / 1000} s`);
}

/**
 * The suite signs the demo customers in far more often than the real limits of code SMS allow
 * (10 a phone an hour), all from the loopback; the limits are tested in the server tests.
 */
const codeSmsLimitsOfTests = {
  CODE_SMS_PER_PHONE_HOUR: '100000',
  CODE_SMS_PER_PHONE_DAY: '100000',
  CODE_SMS_PER_ADDRESS_HOUR: '100000',
  CODE_SMS_PER_ADDRESS_DAY: '100000',
};

export interface RunningBank {
  url: string;
  stop: () => Promise<void>;
}

/** A bank of its own; `env` adds settings such as a short ACCESS_TOKEN_TTL_SECONDS. */
export async function startBankServer(env: Record<string, string> = {}): Promise<RunningBank> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-e2e-'));
  const port = await freePort();
  // The test runner's own Node (the project's), never whatever `node` is first on the PATH.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Work the tests wait for (a clearing on the next business day, an expired code's hold
      // released) runs within a second of the clock moving, not the default five.
      JOBS_POLL_SECONDS: '1',
      ...codeSmsLimitsOfTests,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Should the test process end without calling stop (a failed hook), the server ends with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    await waitUntilUp(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
