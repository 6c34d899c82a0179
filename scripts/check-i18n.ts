/**
 * Fails when the Lingui catalogs are out of date with the code, or when a message lacks a real
 * translation: an empty az, ru or en text, or an az/ru text that is still the English source.
 * Extraction runs into a temporary copy, so the committed catalogs are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePoFile } from '@lingui/format-po';

const root = fileURLToPath(new URL('..', import.meta.url));
const locales = ['az', 'ru', 'en'] as const;
const problems: string[] = [];

// Lines that change on every extraction and say nothing about the messages.
const volatile = /^"POT-Creation-Date:.*$/gm;
const normalized = (text: string) => text.replace(volatile, '');

/** Every catalog file, as locales/<locale>/<name>.po. */
function catalogFiles(): string[] {
  return locales.flatMap((locale) =>
    readdirSync(join(root, 'src/locales', locale))
      .filter((name) => name.endsWith('.po'))
      .map((name) => `locales/${locale}/${name}`),
  );
}

function checkFreshness(): void {
  const work = mkdtempSync(join(tmpdir(), 'catalogs-'));
  try {
    cpSync(join(root, 'src/locales'), join(work, 'locales'), { recursive: true });
    const config = join(work, 'lingui.config.ts');
    // The same catalogs, written under the temporary folder instead of src/locales.
    writeFileSync(
      config,
      `import base from ${JSON.stringify(join(root, 'lingui.config.ts'))};
export default { ...base, rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((catalog) => ({ ...catalog,
    path: catalog.path.replace('<rootDir>/src/locales', ${JSON.stringify(join(work, 'locales'))}) })) };\n`,
    );
    const lingui = join(root, 'node_modules/.bin/lingui');
    const run = spawnSync(lingui, ['extract', '--clean', '--config', config], {
      cwd: root,
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      problems.push(`lingui extract failed:\n${run.stdout}${run.stderr}`);
      return;
    }
    for (const file of catalogFiles()) {
      const committed = readFileSync(join(root, 'src', file), 'utf8');
      const fresh = readFileSync(join(work, file), 'utf8');
      if (normalized(committed) !== normalized(fresh)) {
        problems.push(`src/${file} is stale: run npm run i18n:extract`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function checkTranslations(): void {
  for (const relative of catalogFiles()) {
    const file = `src/${relative}`;
    const locale = relative.split('/')[1];
    const po = parsePoFile(readFileSync(join(root, file), 'utf8'));
    for (const item of po.items) {
      if (item.obsolete) continue;
      const source = String(item.msgid);
      const text = item.msgstr[0] ?? '';
      if (!text) problems.push(`${file}: no translation for "${source}"`);
      else if (locale !== 'en' && text === source && /[a-z]{2,}\s+[a-z]{2,}/i.test(source)) {
        problems.push(`${file}: "${source}" is still English`);
      }
    }
  }
}

checkFreshness();
checkTranslations();
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log('Catalogs are fresh and fully translated.');
