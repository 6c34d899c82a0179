/**
 * The bench's reference servers, run as a process of their own (as the bank is): a bare Fastify
 * route answering {ok:true}, and a bare Fastify route doing one `SELECT 1` through `pg` on
 * DATABASE_URL with pg's default pool (as the bank's). Both on loopback ports, no logging; the
 * ports are printed as one JSON line once both listen. Ends on SIGTERM or SIGINT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('references.ts needs DATABASE_URL');

const pool = new pg.Pool({ connectionString: databaseUrl });
const bare = Fastify({ logger: false });
bare.get('/', async () => ({ ok: true }));
const withPg = Fastify({ logger: false });
withPg.get('/', async () => {
  const { rows } = await pool.query('SELECT 1 AS one');
  return rows[0];
});

await bare.listen({ port: 0, host: '127.0.0.1' });
await withPg.listen({ port: 0, host: '127.0.0.1' });
const portOf = (server: typeof bare) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
console.log(JSON.stringify({ bare: portOf(bare), pg: portOf(withPg) }));

async function stop() {
  await Promise.all([bare.close(), withPg.close()]);
  await pool.end();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
