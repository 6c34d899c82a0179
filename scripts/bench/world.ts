/**
 * What several sections share, started on first use and stopped at the end of the run: the
 * demo bank on PostgreSQL (a scratch database the sandbox seeds with its demo customers) with
 * their access tokens, and the reference servers.
 */
import { type BankProcess, startBank } from './bank-process';
import { signInDemoCustomers } from './customers';
import { type References, startReferences } from './reference-process';
import { createScratchDatabase } from './scratch-db';
import { settings } from './settings';
import type { Row } from './table';

export interface SignedInBank extends BankProcess {
  /** Access tokens of the demo customers who can sign in. */
  tokens: string[];
}

/** A section of the bench: adds its rows through `record` as it measures them. */
export interface Section {
  name: string;
  run(world: World, record: (row: Row) => void): Promise<void>;
}

export interface World {
  /** The demo bank's scratch database on PostgreSQL. */
  demoDatabaseUrl(): Promise<string>;
  /** One bank server process on that database, its demo customers signed in. */
  postgresBank(): Promise<SignedInBank>;
  references(): Promise<References>;
}

function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= start();
    return started;
  };
}

export async function signedIn(bank: BankProcess): Promise<SignedInBank> {
  return { ...bank, tokens: await signInDemoCustomers(bank.url) };
}

export function createWorld(): World {
  const demoDatabaseUrl = once(() => createScratchDatabase('demo'));
  return {
    demoDatabaseUrl,
    postgresBank: once(async () =>
      signedIn(await startBank({ databaseUrl: await demoDatabaseUrl() })),
    ),
    references: once(() => startReferences(settings.adminUrl)),
  };
}
