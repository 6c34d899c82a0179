/**
 * What a run says about where it ran, and its table written into docs/PERFORMANCE.md between
 * the bench's markers, replacing the previous run's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './bank-process';
import { postgresVersion } from './scratch-db';
import { settings } from './settings';

export const startMarker = '<!-- bench:start -->';
export const endMarker = '<!-- bench:end -->';
const docsPath = join(root, 'docs', 'PERFORMANCE.md');

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  postgres: string;
  node: string;
  /** 1-, 5- and 15-minute load averages when the run started. */
  load: number[];
}

export async function describeMachine(): Promise<Machine> {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    postgres: await postgresVersion(),
    node: process.version,
    load: loadavg(),
  };
}

export function machineLines(machine: Machine): string[] {
  return [
    `Run ${machine.date}: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ` +
      `Node ${machine.node}; load average at the start ${machine.load.map((n) => n.toFixed(2)).join(' / ')}.`,
    `${machine.postgres}.`,
    `${settings.seconds} s a measurement, each right after its reference; ` +
      'load generator, servers and PostgreSQL on the same machine.',
  ];
}

/** Replaces what is between the markers with `block`. */
export function writeToDocs(block: string): void {
  const text = readFileSync(docsPath, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) {
    throw new Error(`docs/PERFORMANCE.md has no ${startMarker} … ${endMarker} to replace`);
  }
  const replaced = `${text.slice(0, start + startMarker.length)}\n${block}\n${text.slice(end)}`;
  writeFileSync(docsPath, replaced);
}
