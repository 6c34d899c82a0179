/**
 * PostgreSQL connection strings as libpq takes them, a formation's included: several hosts
 * (postgres://user@h1:5432,h2:5432/bank?target_session_attrs=read-write), which URL cannot parse
 * whole. The one reader of DATABASE_URL's hosts, for the configuration and the pools alike.
 */

/** libpq's values, of those that mean something for a formation. */
export type SessionAttrs = 'read-write' | 'prefer-standby' | 'any';
const sessionAttrs: readonly string[] = ['read-write', 'prefer-standby', 'any'];

export interface FormationAddress {
  hosts: { host: string; port: number }[];
  /** The connection string without the host list, for pg to read user, database and options. */
  base: string;
  attrs: SessionAttrs;
}

function portOf(entry: string, port: string | undefined): number {
  if (port === undefined || port === '') return 5432;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) {
    throw new Error(`the host ${entry} has no valid port`);
  }
  return number;
}

/** Splits `postgres://user@h1:p1,h2:p2/db?…` into its hosts and everything else; throws if bad. */
export function parseFormationUrl(connectionString: string): FormationAddress {
  const match = /^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)([^/?]*)(.*)$/.exec(connectionString);
  if (!match) throw new Error('is not a postgres:// or postgresql:// URL');
  const [, head, hostList, tail] = match as unknown as [string, string, string, string];
  const hosts = hostList.split(',').map((entry) => {
    const [host, port] = entry.split(':');
    return { host: host || 'localhost', port: portOf(entry, port) };
  });
  if (!URL.canParse(`${head}placeholder${tail}`)) throw new Error('is not a valid URL');
  const url = new URL(`${head}placeholder${tail}`);
  const attrs = url.searchParams.get('target_session_attrs') ?? 'any';
  if (!sessionAttrs.includes(attrs)) {
    throw new Error(`asks for target_session_attrs=${attrs}, which is not supported`);
  }
  url.searchParams.delete('target_session_attrs');
  return { hosts, base: url.href, attrs: attrs as SessionAttrs };
}

/** Several hosts, or a role asked for: a pool that finds its node (FormationPool), not pg's own. */
export function isFormation(connectionString: string): boolean {
  const { hosts, attrs } = parseFormationUrl(connectionString);
  return hosts.length > 1 || attrs !== 'any';
}

/** The same formation, asking for a standby where there is one. */
export function withSessionAttrs(connectionString: string, attrs: SessionAttrs): string {
  const [base, query = ''] = connectionString.split('?', 2) as [string, string?];
  const parameters = new URLSearchParams(query);
  parameters.set('target_session_attrs', attrs);
  return `${base}?${parameters}`;
}
