/**
 * Extracts the catalogs, then fills the az and ru texts of messages from a JSON file of
 * `{ "<English source>": { "az": "...", "ru": "..." } }`: how a feature's translations reach the
 * shared catalogs without hand-editing three .po files. Usage: npm run i18n:fill -- <file.json>
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

type Translations = Record<string, { az: string; ru: string }>;

const root = fileURLToPath(new URL('..', import.meta.url));
const file = process.argv[2];
if (!file) throw new Error('usage: npm run i18n:fill -- <translations.json>');
const translations = JSON.parse(readFileSync(file, 'utf8')) as Translations;

const extract = spawnSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
  cwd: root,
  stdio: 'inherit',
});
if (extract.status !== 0) process.exit(extract.status ?? 1);

const po = formatter({ lineNumbers: false });
const missing = new Set(Object.keys(translations));
const catalogFiles = (locale: string) =>
  readdirSync(join(root, 'src/locales', locale))
    .filter((name) => name.endsWith('.po'))
    .map((name) => join(root, 'src/locales', locale, name));

for (const locale of ['az', 'ru'] as const)
  for (const path of catalogFiles(locale)) {
    const context = { locale, sourceLocale: 'en', filename: path };
    const existing = readFileSync(path, 'utf8');
    const catalog = await po.parse(existing, context);
    for (const message of Object.values(catalog)) {
      const text = message.message && translations[message.message]?.[locale];
      if (!text) continue;
      message.translation = text;
      missing.delete(message.message as string);
    }
    writeFileSync(path, await po.serialize(catalog, { ...context, existing }));
  }
for (const source of missing) console.warn(`not in the code, skipped: ${source}`);
