import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogParts } from '../../../lingui.config';

/**
 * Every feature's messages must land in exactly one catalog: a folder in no list would ride on
 * the sign-in page's catalog (and its size budget) by default, one in two lists would be
 * extracted twice, and a name without a folder means a rename was not followed.
 */
const featuresDir = resolve('src/features');

function featureFolders(): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function partsNaming(folder: string): string[] {
  return Object.entries(catalogParts)
    .filter(([, folders]) => folders.includes(folder))
    .map(([part]) => part);
}

describe('catalogParts of lingui.config.ts', () => {
  it('puts every folder of src/features in exactly one catalog part', () => {
    const misplaced = featureFolders()
      .map((folder) => ({ folder, parts: partsNaming(folder) }))
      .filter(({ parts }) => parts.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('names only folders that exist in src/features', () => {
    const folders = new Set(featureFolders());
    const unknown = Object.entries(catalogParts).flatMap(([part, names]) =>
      names.filter((name) => !folders.has(name)).map((folder) => ({ part, folder })),
    );
    expect(unknown).toEqual([]);
  });
});
