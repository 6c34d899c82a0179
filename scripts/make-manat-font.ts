/**
 * Cuts the manat sign (₼, U+20BC) out of Noto Sans (OFL) into two tiny WOFF2 fonts, regular and
 * semi-bold, for src/shared/ui/fonts: systems without the glyph (Windows before 10, minimal Linux) would
 * otherwise show an empty box in every amount. Run again only to change the source font:
 * npx tsx scripts/make-manat-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const weights = { regular: '400Regular', semibold: '600SemiBold' } as const;

for (const [name, folder] of Object.entries(weights)) {
  const source = require.resolve(`@expo-google-fonts/noto-sans/${folder}/NotoSans_${folder}.ttf`);
  const bytes = await subsetFont(readFileSync(source), '₼', { targetFormat: 'woff2' });
  writeFileSync(new URL(`../src/shared/ui/fonts/manat-${name}.woff2`, import.meta.url), bytes);
  console.log(`manat-${name}.woff2: ${bytes.length} bytes`);
}
