/**
 * Starts the bank: configuration, database and migrations, sandbox demo data, the HTTP server
 * and the scheduled-job worker. Stops cleanly on SIGINT/SIGTERM: the worker finishes (or puts
 * back) the job in hand, in-flight requests finish, then the database closes.
 */
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { type JobWorker, startJobWorker } from './jobs';
import { seedDemoData } from './seed';
import { outboxSmsSender } from './sms/outbox-sms-sender';

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
// No SMS gateway is integrated yet, so messages are kept in the outbox in every mode.
const sms = outboxSmsSender(database.db, clock);
const app = await buildApp({ config, db: database.db, clock, sms });

if (config.sandbox && (await seedDemoData(database.db, clock))) {
  app.log.info('seeded the sandbox demo customers');
}
if (!config.sandbox) app.log.warn('no SMS gateway is configured: text messages stay in sms_outbox');

let worker: JobWorker | undefined;
let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await worker?.stop();
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
const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
// Started once the bank answers, so a slow first round of jobs cannot delay it.
if (config.jobs && !stopping) {
  worker = startJobWorker(app.jobs, { pollSeconds: config.jobsPollSeconds, log: app.log });
} else {
  app.log.warn('JOBS=0: this process runs no scheduled jobs');
}
console.log(`Bank is running at http://${host}:${port}${config.sandbox ? ' (sandbox mode)' : ''}`);
