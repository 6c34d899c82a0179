/**
 * Builds the web app when dist/ is missing or older than its sources. Staleness is decided by a
 * hash of the inputs, not by file times, which a fresh clone resets.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp');
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'openapi/generated/schema.ts',
];

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    // The router plugin regenerates this file during the build itself.
    if (entry === 'routeTree.gen.ts') continue;
    yield* filesUnder(join(path, entry));
  }
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Runs `vite build` unless dist/ was built from exactly the current sources. */
export function ensureWebBuild(): void {
  const hash = sourceHash();
  const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Building the web app…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web app build failed');
  writeFileSync(stampFile, hash);
}
