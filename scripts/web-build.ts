/**
 * The web app's build: the compressed copies of its files that the bank server sends (a step
 * of `vite build`), and building it when dist/ is missing or older than its sources. Staleness
 * is decided by a hash of the inputs, not by file times, which a fresh clone resets.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { minifyFirstLoad } from './first-load-minify.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp');
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/web-build.ts',
  'scripts/first-load-minify.ts',
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

/**
 * Text the browser loads. Fonts in woff/woff2 and images are compressed already; source maps
 * only reach developer tools, which the server compresses on the fly.
 */
const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|xml|txt|ico|ttf|otf|eot)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * After `vite build` has written its files: the first load's second minification, then a `.br`
 * and a `.gz` copy beside every compressible file, public/ included, at each format's best
 * ratio: built once, sent many times (by @fastify/static's preCompressed).
 */
export function compressedCopies(): Plugin {
  let outDir: string | undefined = dist;
  return {
    name: 'bank:compressed-copies',
    apply: 'build',
    configResolved(config) {
      // Storybook's build loads this config too; the bank never serves what it writes.
      const storybook = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      outDir = storybook ? undefined : resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (!outDir || error) return;
      await minifyFirstLoad(outDir);
      await writeCompressedCopies(outDir);
    },
  };
}

export async function writeCompressedCopies(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(writeCopiesOf));
}

async function writeCopiesOf(file: string): Promise<void> {
  const content = await readFile(file);
  const copies: Array<[string, Buffer]> = [
    [
      '.br',
      await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    ['.gz', await gzipped(content, { level: constants.Z_BEST_COMPRESSION })],
  ];
  // A copy no smaller than the file (a tiny one) is left out: the server then sends the file.
  for (const [extension, bytes] of copies) {
    if (bytes.length < content.length) await writeFile(file + extension, bytes);
  }
}
