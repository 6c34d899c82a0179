/** One bank server for the whole e2e run, stopped afterwards. */
import type { TestProject } from 'vitest/node';
import { startBankServer } from './support/bank-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const bank = await startBankServer();
  project.provide('baseURL', bank.url);
  return bank.stop;
}
