/**
 * Runs before every server test file (vitest.config.ts). The server project reuses its workers
 * from file to file, so the libraries in node_modules are loaded once per worker; the bank's own
 * modules are evaluated again for each file, as in a fresh worker: no file sees another's module
 * state (hashing slots, the decoy hash, a module a test loaded with another environment).
 */
import { vi } from 'vitest';

vi.resetModules();
