/**
 * One bank server per e2e worker for the whole run, stopped afterwards. The files of one worker
 * run one after the other on its bank; the workers' banks are apart, so a file that moves the
 * sandbox clock never ends another worker's sessions.
 */
import type { TestProject } from 'vitest/node';
import { startBankServer } from './support/bank-server';
import { e2eWorkers } from './support/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURLs: string[];
  }
}

export default async function setup(project: TestProject) {
  const banks = await Promise.all(Array.from({ length: e2eWorkers }, () => startBankServer()));
  project.provide(
    'baseURLs',
    banks.map((bank) => bank.url),
  );
  return async () => {
    await Promise.all(banks.map((bank) => bank.stop()));
  };
}
