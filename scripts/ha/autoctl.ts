/**
 * Running pg_autoctl for a formation kept under one folder. PostgreSQL refuses to run as root,
 * so as root every command runs as the `postgres` user; pg_autoctl's configuration and state go
 * to XDG folders inside the formation's, never to a home directory.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Debian installs each PostgreSQL major under /usr/lib/postgresql/<major>/bin: the newest. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).map(Number).filter(Boolean) : [];
  if (majors.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return join(root, String(Math.max(...majors)), 'bin');
}

/** The command line that runs `args` in the formation's environment, as postgres when root. */
function commandLine(dir: string, args: string[]): [string, string[]] {
  const env = [
    // Only system folders: the postgres user may not look into root's (pg_autoctl searches PATH).
    `PATH=${postgresBin()}:/usr/local/bin:/usr/bin:/bin`,
    `XDG_CONFIG_HOME=${join(dir, 'config')}`,
    `XDG_DATA_HOME=${join(dir, 'share')}`,
  ];
  return asRoot
    ? ['runuser', ['-u', 'postgres', '--', 'env', ...env, ...args]]
    : ['env', [...env, ...args]];
}

/** One pg_autoctl command to its end; its standard output. */
export async function autoctl(dir: string, args: string[]): Promise<string> {
  const [command, argv] = commandLine(dir, ['pg_autoctl', ...args]);
  const { stdout } = await run(command, argv, { maxBuffer: 1 << 20 });
  return stdout;
}

/**
 * A long-running pg_autoctl (a node's keeper or the monitor) in the background, detached from
 * this process, its output appended to <dir>/<name>.log.
 */
export function keepRunning(dir: string, name: string, args: string[]): ChildProcess {
  const log = openSync(join(dir, `${name}.log`), 'a');
  const [command, argv] = commandLine(dir, ['pg_autoctl', ...args]);
  const keeper = spawn(command, argv, { detached: true, stdio: ['ignore', log, log] });
  keeper.unref();
  return keeper;
}

/** Makes a folder the postgres user may write in. */
export function writableFolder(dir: string) {
  mkdirSync(dir, { recursive: true });
  if (!asRoot) return;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!entry) throw new Error('there is no postgres user on this machine');
  const [, , uid, gid] = entry.split(':');
  chownSync(dir, Number(uid), Number(gid));
}
