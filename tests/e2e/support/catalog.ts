/** Reads translations from the app's Lingui catalogs, so tests check the real visible text. */
import { readdirSync, readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';

const catalogs = new Map<string, Map<string, string>>();

function catalog(locale: string): Map<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    const folder = new URL(`../../../src/locales/${locale}/`, import.meta.url);
    const items = readdirSync(folder)
      .filter((name) => name.endsWith('.po'))
      .flatMap((name) => parsePoFile(readFileSync(new URL(name, folder), 'utf8')).items);
    messages = new Map(items.map((item) => [String(item.msgid), item.msgstr[0] ?? '']));
    catalogs.set(locale, messages);
  }
  return messages;
}

/** The text a message shows in a locale (English source text for en). */
export function translated(locale: string, source: string): string {
  const text = catalog(locale).get(source);
  if (locale === 'en') return text || source;
  if (!text) throw new Error(`No ${locale} translation for "${source}"`);
  return text;
}
