/**
 * A node-postgres pool over a database formation: a connection string that lists several hosts
 * (postgres://user@h1:5432,h2:5432/bank?target_session_attrs=read-write), as libpq takes it.
 * node-postgres connects to one host only, so this pool keeps one pool per node and hands every
 * query to the node that holds the role asked for, found by asking each node in turn whether it
 * is in recovery. When a node fails (a failover), the next call looks again: new connections
 * reach the promoted primary without a configuration change. It is a pg.Pool itself, so drizzle
 * and the prepared statements use it as they use a plain pool.
 */
import pg from 'pg';
import { type FormationAddress, parseFormationUrl } from './connection-string';
import { isDatabaseUnavailable } from './unavailable';

/** A node that does not answer within this is passed over for the next one. */
const connectTimeoutMs = 3_000;

/** One node's own connection string: node-postgres reads the host from the string, not beside it. */
const nodeString = (base: string, { host, port }: { host: string; port: number }) =>
  base.replace('@placeholder', `@${host}:${port}`).replace('//placeholder', `//${host}:${port}`);

async function inRecovery(connectionString: string): Promise<boolean | undefined> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ standby: boolean }>(
      'select pg_is_in_recovery() as standby',
    );
    return rows[0]?.standby;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export class FormationPool extends pg.Pool {
  readonly #address: FormationAddress;
  readonly #nodes: pg.Pool[];
  #chosen: Promise<pg.Pool> | undefined;

  constructor(connectionString: string, options: pg.PoolConfig = {}) {
    super(options);
    this.#address = parseFormationUrl(connectionString);
    this.#nodes = this.#address.hosts.map((host) => {
      const connection = nodeString(this.#address.base, host);
      const node = new pg.Pool({ ...options, connectionString: connection });
      // An idle connection dropped by a dying node must not crash the bank.
      node.on('error', (error) => this.emit('error', error));
      node.on('connect', (client) => this.emit('connect', client));
      node.on('remove', (client) => this.emit('remove', client));
      return node;
    });
  }

  /** The node with the role asked for; looked for again after any call failed to reach it. */
  #node(): Promise<pg.Pool> {
    this.#chosen ??= this.#find().catch((error) => {
      this.#chosen = undefined;
      throw error;
    });
    return this.#chosen;
  }

  async #find(): Promise<pg.Pool> {
    const { hosts, base, attrs } = this.#address;
    if (attrs === 'any' && hosts.length === 1) return this.#nodes[0] as pg.Pool;
    const roles = await Promise.all(hosts.map((host) => inRecovery(nodeString(base, host))));
    const wanted =
      attrs === 'prefer-standby' ? [true, false] : attrs === 'any' ? [false, true] : [false];
    for (const standby of wanted) {
      const index = roles.indexOf(standby);
      if (index >= 0) return this.#nodes[index] as pg.Pool;
    }
    const error = new Error(`no ${attrs} node among ${hosts.length}`) as Error & { code: string };
    error.code = 'ECONNREFUSED';
    throw error;
  }

  /** A failure to reach the node (or a write refused by a demoted one) means look again. */
  async #on<T>(work: (node: pg.Pool) => Promise<T>): Promise<T> {
    const node = await this.#node();
    try {
      return await work(node);
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.#chosen = undefined;
      throw error;
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's overloads, passed through as they are
  override query(...args: any[]): any {
    return this.#on((node) => (node.query as (...a: unknown[]) => Promise<unknown>)(...args));
  }

  // biome-ignore lint/suspicious/noExplicitAny: drizzle uses the promise form only
  override connect(): any {
    return this.#on((node) => node.connect());
  }

  override async end(): Promise<void> {
    await Promise.all(this.#nodes.map((node) => node.end()));
  }
}
