/**
 * A second minification of the sign-in page's first-load scripts, by terser after rolldown's
 * own: terser's compressor finds what oxc's leaves (joined declarations, collapsed variables),
 * ~1.1 KB with brotli of the 120 KB budget. It runs on the files `vite build` wrote, whose code
 * and source map are final (during the build, Vite's own steps still change the code), and only
 * on the scripts index.html loads: the lazy chunks are not on the budget, and terser over every
 * chunk would add a minute to each build.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import remapping from '@jridgewell/remapping';
import { minify } from 'terser';

export async function minifyFirstLoad(dir: string): Promise<void> {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const scripts = html.matchAll(/<script type="module"[^>]* src="\/([^"]+\.js)"/g);
  for (const [, path = ''] of scripts) await minifyScript(join(dir, path));
}

async function minifyScript(file: string): Promise<void> {
  const [code, map] = await Promise.all([
    readFile(file, 'utf8'),
    readFile(`${file}.map`, 'utf8').catch(() => undefined),
  ]);
  const minified = await minify(code, {
    module: true,
    compress: { passes: 2 },
    format: { comments: false },
    sourceMap: map === undefined ? false : { url: `${basename(file)}.map` },
  });
  if (minified.code === undefined) return;
  await writeFile(file, minified.code);
  // terser's map leads to rolldown's output; remapped through rolldown's, to the sources.
  if (map !== undefined && typeof minified.map === 'string') {
    await writeFile(`${file}.map`, remapping([minified.map, map], () => null).toString());
  }
}
