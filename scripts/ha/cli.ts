/**
 * `npm run ha -- <command>`: a pg_auto_failover formation on this machine for trying the bank on
 * (README, "High availability"). Needs Debian's postgresql-15-auto-failover and
 * pg-auto-failover-cli; nothing of it is needed by `npm start` or `npm test`.
 *
 *   create   monitor + primary + two synchronous standbys under HA_DIR (.data/ha), ports from
 *            HA_PORT (6000: monitor; 6001–6003: nodes); prints DATABASE_URL
 *   start    starts a stopped formation        stop     stops it cleanly
 *   state    the monitor's view of the nodes   url      prints DATABASE_URL
 *   destroy  stops it and deletes its folder
 */
import { resolve } from 'node:path';
import {
  createFormation,
  type Formation,
  formationState,
  formationUrl,
  removeFormation,
  startFormation,
  stopFormation,
} from './formation';

const formation: Formation = {
  dir: resolve(process.env.HA_DIR ?? '.data/ha'),
  basePort: Number(process.env.HA_PORT ?? 6000),
};

const commands: Record<string, () => Promise<void>> = {
  async create() {
    await createFormation(formation);
    console.log(
      `The formation is up. Run the bank on it with:\n  DATABASE_URL='${formationUrl(formation)}' npm start`,
    );
  },
  async start() {
    await startFormation(formation);
    console.log(formationUrl(formation));
  },
  stop: () => stopFormation(formation),
  async state() {
    console.table(await formationState(formation));
  },
  async url() {
    console.log(formationUrl(formation));
  },
  async destroy() {
    await stopFormation(formation);
    removeFormation(formation.dir);
  },
};

const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`usage: npm run ha -- ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
await command();
