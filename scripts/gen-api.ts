/**
 * Bundles the split OpenAPI contract into one JSON document (read by the server) and generates
 * the TypeScript types both halves use. `--check` fails when the committed files are stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { bundle, createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('../openapi/', import.meta.url);
const bundledFile = new URL('generated/openapi.json', root);
const typesFile = new URL('generated/schema.ts', root);
const check = process.argv.includes('--check');

const { bundle: result, problems } = await bundle({
  ref: new URL('openapi.yaml', root).pathname,
  config: await createConfig({}),
});
const errors = problems.filter((p) => p.severity === 'error');
if (errors.length > 0) {
  for (const p of errors) console.error(p.message, p.location?.[0]?.pointer ?? '');
  process.exit(1);
}
const bundled = `${JSON.stringify(result.parsed, null, 2)}\n`;
const header = '// Generated from openapi/ by `npm run gen:api`. Do not edit.\n';
const types = header + astToString(await openapiTS(result.parsed, { exportType: true }));

const outputs: Array<[URL, string]> = [
  [bundledFile, bundled],
  [typesFile, types],
];
let stale = false;
for (const [file, content] of outputs) {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (current === content) continue;
  if (check) {
    console.error(`${file.pathname} is stale: run npm run gen:api`);
    stale = true;
  } else {
    await writeFile(file, content);
    console.log(`wrote ${file.pathname}`);
  }
}
if (stale) process.exit(1);
