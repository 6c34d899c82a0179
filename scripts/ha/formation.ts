/**
 * A pg_auto_failover formation on one machine, for the failover test and for demos: a monitor, a
 * primary and two standbys on loopback ports under one folder. number_sync_standbys = 1: every
 * commit the bank acknowledges is on the primary and at least one standby, and after one node is
 * lost the other two still keep that promise. pg_autoctl keeps each node; this module creates,
 * starts, stops, inspects and (for the test) kills them.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { autoctl, keepRunning, writableFolder } from './autoctl';
import { monitorTuning, nodeTimeouts } from './timeouts';

export interface Formation {
  /** Where the nodes' data, configuration and logs live. */
  dir: string;
  /** The monitor's port; the data nodes take the next three. */
  basePort: number;
}

export interface FormationNode {
  name: string;
  port: number;
}

const dataNodes = ['node1', 'node2', 'node3'] as const;

export const formationNodes = ({ basePort }: Formation): FormationNode[] =>
  dataNodes.map((name, index) => ({ name, port: basePort + 1 + index }));

const monitorUrl = ({ basePort }: Formation) =>
  `postgres://autoctl_node@127.0.0.1:${basePort}/pg_auto_failover?sslmode=disable`;

/** The bank's DATABASE_URL: every node, and only the one that takes writes. */
export function formationUrl(formation: Formation, database = 'bank'): string {
  const hosts = formationNodes(formation).map((node) => `127.0.0.1:${node.port}`);
  return `postgres://postgres@${hosts.join(',')}/${database}?target_session_attrs=read-write`;
}

/** One node alone, whatever its role. */
export const nodeUrl = (port: number, database = 'bank') =>
  `postgres://postgres@127.0.0.1:${port}/${database}`;

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs statements on one node as the superuser, on a connection of their own. */
export async function onNode(url: string, statements: string[], timeoutMs = 10_000) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The monitor's view of the data nodes: each one's role as it reports it and as assigned. */
export async function formationState(formation: Formation) {
  const args = ['show', 'state', '--monitor', monitorUrl(formation), '--json'];
  const nodes = JSON.parse(await autoctl(formation.dir, args)) as Record<string, unknown>[];
  return nodes.map((node) => ({
    name: String(node.nodename),
    port: Number(node.nodeport),
    reported: String(node.current_group_state),
    assigned: String(node.assigned_group_state),
  }));
}

/** The roles in which a node takes writes: alone, waiting for a standby, or with one. */
const writable = ['single', 'wait_primary', 'primary'];

/** The node the monitor has as primary now. */
export async function primaryNode(formation: Formation): Promise<FormationNode> {
  const nodes = await formationState(formation);
  const primary = nodes.find((node) => writable.includes(node.assigned));
  if (!primary) throw new Error('the formation has no primary');
  return { name: primary.name, port: primary.port };
}

/**
 * Waits until the formation settles with `count` data nodes: one primary, the rest
 * secondaries. A standby's base backup waits for a checkpoint on the primary, spread over
 * minutes by default: asking for one now and then makes it start at once.
 */
export async function untilSettled(
  formation: Formation,
  count: number = dataNodes.length,
  withinMs = 180_000,
) {
  const deadline = Date.now() + withinMs;
  let seen = '';
  while (Date.now() < deadline) {
    const nodes = await formationState(formation).catch(() => []);
    seen = nodes.map((node) => `${node.name} ${node.reported}/${node.assigned}`).join(', ');
    const roles = nodes.filter((node) => node.reported === node.assigned).map((n) => n.reported);
    const primary = nodes.find((node) => node.reported === 'primary' || node.reported === 'single');
    if (
      roles.length === count &&
      roles.filter((role) => role === 'secondary').length === count - 1
    ) {
      if (primary) return;
    }
    if (primary) await onNode(nodeUrl(primary.port), ['checkpoint']).catch(() => undefined);
    await pause(1_000);
  }
  throw new Error(`the formation did not settle within ${withinMs / 1000} s: ${seen}`);
}

/** Remembers a keeper's process group, so the test can kill the whole node at once. */
function remember(formation: Formation, name: string, pgid: number | undefined) {
  writeFileSync(join(formation.dir, `${name}.pgid`), String(pgid ?? ''));
}

function startMonitor(formation: Formation) {
  const keeper = keepRunning(formation.dir, 'monitor', [
    'run',
    '--pgdata',
    join(formation.dir, 'monitor'),
  ]);
  remember(formation, 'monitor', keeper.pid);
}

function startNode(formation: Formation, node: FormationNode, args: string[]) {
  const keeper = keepRunning(formation.dir, node.name, args);
  remember(formation, node.name, keeper.pid);
}

/** `create monitor` leaves its PostgreSQL shutting down as `run` starts it again: wait for it. */
async function untilMonitorAnswers(formation: Formation) {
  const url = `postgres://postgres@127.0.0.1:${formation.basePort}/pg_auto_failover`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await onNode(url, ['select 1']).then(
        () => true,
        () => false,
      )
    )
      return;
    await pause(500);
  }
  throw new Error('the monitor did not start');
}

/** Creates the monitor and three data nodes, and waits until they have settled. */
export async function createFormation(formation: Formation) {
  const { dir, basePort } = formation;
  writableFolder(dir);
  const common = [
    '--hostname',
    '127.0.0.1',
    '--listen',
    '127.0.0.1',
    '--auth',
    'trust',
    '--no-ssl',
  ];
  const monitorData = join(dir, 'monitor');
  await autoctl(dir, [
    'create',
    'monitor',
    '--pgdata',
    monitorData,
    '--pgport',
    String(basePort),
    ...common,
  ]);
  startMonitor(formation);
  await untilMonitorAnswers(formation);
  await onNode(`postgres://postgres@127.0.0.1:${basePort}/pg_auto_failover`, monitorTuning);
  const nodes = formationNodes(formation);
  for (const [index, node] of nodes.entries()) {
    startNode(formation, node, [
      'create',
      'postgres',
      '--pgdata',
      join(dir, node.name),
      '--pgport',
      String(node.port),
      '--name',
      node.name,
      '--monitor',
      monitorUrl(formation),
      '--dbname',
      'bank',
      ...common,
      '--run',
    ]);
    // The first is the primary before the standbys copy it.
    if (index === 0) await untilSettled(formation, 1);
  }
  await untilSettled(formation);
  for (const node of nodes) {
    for (const [key, value] of nodeTimeouts) {
      await autoctl(dir, ['config', 'set', '--pgdata', join(dir, node.name), key, value]);
    }
    await autoctl(dir, ['reload', '--pgdata', join(dir, node.name)]);
  }
}

/** Starts a stopped formation again and waits until it has settled. */
export async function startFormation(formation: Formation) {
  startMonitor(formation);
  await untilMonitorAnswers(formation);
  for (const node of formationNodes(formation)) {
    startNode(formation, node, ['run', '--pgdata', join(formation.dir, node.name)]);
  }
  await untilSettled(formation);
}

/**
 * Stops the standbys, then the primary, then the monitor, each shut down cleanly: a primary
 * stopped first, with the monitor watching, would be failed over to a standby.
 */
export async function stopFormation(formation: Formation) {
  const stop = (name: string) =>
    autoctl(formation.dir, ['stop', '--pgdata', join(formation.dir, name)]).catch(() => '');
  const primary = await primaryNode(formation).catch(() => undefined);
  const standbys = formationNodes(formation).filter((node) => node.name !== primary?.name);
  await Promise.all(standbys.map((node) => stop(node.name)));
  if (primary) await stop(primary.name);
  await stop('monitor');
}

/**
 * The whole node gone at once, as when its machine dies: SIGKILL to its keeper, its PostgreSQL
 * and every backend (one process group), so nothing restarts it or finishes a write.
 */
export function killNode(formation: Formation, node: FormationNode) {
  const pgid = Number(readFileSync(join(formation.dir, `${node.name}.pgid`), 'utf8'));
  if (!pgid) throw new Error(`no process group recorded for ${node.name}`);
  process.kill(-pgid, 'SIGKILL');
}

/** Deletes the formation's folder: data, configuration and logs. */
export function removeFormation(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
