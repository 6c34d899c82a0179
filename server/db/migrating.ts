/** What every bank process migrates with, whichever database it opens. */
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary but fixed: every bank process agrees on it, nothing else uses it. */
export const migrationLockKey = 4_771_202_601;
