/**
 * Starts the bank: configuration, database and migrations, sandbox demo data, the HTTP server
 * and the scheduled-job worker. Stops cleanly on SIGINT/SIGTERM: the worker finishes (or puts
 * back) the job in hand, in-flight requests finish, then the database closes.
 */
import type { Server } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig, sandboxExposureWarning } from './config';
import { openDatabase } from './db/client';
import { type JobWorker, startJobWorker } from './jobs';
import { loadCardVaultKey } from './products/cards/controls/vault';
import { seedDemoData } from './seed';
import { smsSenderFor } from './sms';

/** The host to print: localhost when it reaches the bank (PUBLIC_URL's default), IPv6 in brackets. */
function shownHost(host: string): string {
  if (['127.0.0.1', '0.0.0.0', '::'].includes(host)) return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/**
 * Node's close() ends idle keep-alive connections but not one that has sent no request yet (a
 * browser's preconnect, a balancer's probe): that one held a stop open for up to the keep-alive
 * timeout, 72 s. They are tracked so the stop ends them too.
 */
function connectionsWithoutRequest(server: Server) {
  const silent = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  server.on('request', (request) => silent.delete(request.socket));
  return {
    end() {
      for (const socket of silent) socket.destroy();
    },
  };
}

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const clock = systemClock;
const database = await openDatabase(config);
await database.migrate();
const sms = smsSenderFor(config, database.db, clock);
const app = await buildApp({ config, db: database.db, replica: database.replica, clock, sms });

const vaultKey = config.sandbox ? await loadCardVaultKey(config, database.db, clock) : undefined;
if (config.sandbox && (await seedDemoData(database.db, clock, vaultKey))) {
  app.log.info('seeded the sandbox demo customers');
}
if (!config.sandbox) {
  app.log.warn('no SMS gateway is configured: texts stay in sms_outbox, their codes masked');
}
// Only with SANDBOX_PUBLIC=1 (loadConfig refuses it otherwise), and said again once it listens.
const exposure = sandboxExposureWarning(config);
if (exposure) app.log.warn({ host: config.host }, exposure);

const silentConnections = connectionsWithoutRequest(app.server);
let worker: JobWorker | undefined;
let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await worker?.stop();
    silentConnections.end();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Started once the bank answers, so a slow first round of jobs cannot delay it.
if (config.jobs && !stopping) {
  worker = startJobWorker(app.jobs, { pollSeconds: config.jobsPollSeconds, log: app.log });
} else {
  app.log.warn('JOBS=0: this process runs no scheduled jobs');
}
console.log(
  `Bank is running at http://${shownHost(config.host)}:${port}${config.sandbox ? ' (sandbox mode)' : ''}`,
);
if (exposure) console.warn(`\n!!! ${exposure}\n`);
