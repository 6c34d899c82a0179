/**
 * The bank's pool over a formation (server/db/formation-pool.ts): the connection string's hosts
 * and role (server/db/connection-string.ts), and on a real PostgreSQL (DATABASE_URL) that it passes over a node that does not
 * answer for the one that takes writes, and falls back to the primary when no standby answers.
 * The failover itself is tests/ha's.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port';
import { parseFormationUrl, withSessionAttrs } from '../../server/db/connection-string';
import { FormationPool } from '../../server/db/formation-pool';

describe('a formation’s connection string', () => {
  it('lists each host with its port, the role, and the rest for node-postgres', () => {
    expect(
      parseFormationUrl(
        'postgres://bank:secret@10.0.0.1:6001,10.0.0.2,db3:6003/bank?target_session_attrs=read-write&sslmode=require',
      ),
    ).toEqual({
      hosts: [
        { host: '10.0.0.1', port: 6001 },
        { host: '10.0.0.2', port: 5432 },
        { host: 'db3', port: 6003 },
      ],
      base: 'postgres://bank:secret@placeholder/bank?sslmode=require',
      attrs: 'read-write',
    });
  });

  it('asks for any node when it names no role, and refuses a role it cannot honour', () => {
    expect(parseFormationUrl('postgres://h1,h2/bank').attrs).toBe('any');
    expect(() => parseFormationUrl('postgres://h1,h2/bank?target_session_attrs=standby')).toThrow(
      'target_session_attrs=standby, which is not supported',
    );
  });

  it('refuses a port that is not one', () => {
    expect(() => parseFormationUrl('postgres://h1:6001,h2:60x1/bank')).toThrow(
      'the host h2:60x1 has no valid port',
    );
    expect(() => parseFormationUrl('postgres://h1:70000/bank')).toThrow('no valid port');
  });

  it('asks the same formation for a standby', () => {
    expect(
      withSessionAttrs(
        'postgres://h1:1,h2:2/bank?target_session_attrs=read-write',
        'prefer-standby',
      ),
    ).toBe('postgres://h1:1,h2:2/bank?target_session_attrs=prefer-standby');
  });
});

const serverUrl = process.env.DATABASE_URL;

/** The test server behind a port nothing listens on, as a formation whose first node is dead. */
async function deadThenLive(attrs: string) {
  const live = new URL(serverUrl as string);
  const dead = await freePort();
  return `postgres://${live.username}@127.0.0.1:${dead},${live.hostname}:${live.port || 5432}${live.pathname}?target_session_attrs=${attrs}`;
}

describe.skipIf(!serverUrl)('the pool on a real PostgreSQL', () => {
  it('passes over a node that does not answer for the one that takes writes', async () => {
    const pool = new FormationPool(await deadThenLive('read-write'));
    try {
      const { rows } = await pool.query('select pg_is_in_recovery() as standby');
      expect(rows).toEqual([{ standby: false }]);
      const client = await pool.connect();
      client.release();
    } finally {
      await pool.end();
    }
  });

  it('reads from the primary when no standby answers', async () => {
    const pool = new FormationPool(await deadThenLive('prefer-standby'));
    try {
      const { rows } = await pool.query('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('fails as unreachable when no node answers, and finds the node once one does', async () => {
    const port = await freePort();
    const pool = new FormationPool(
      `postgres://postgres@127.0.0.1:${port},127.0.0.1:${port}/test?target_session_attrs=read-write`,
    );
    try {
      await expect(pool.query('select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await pool.end();
    }
  });
});
