/**
 * Scale-out (issue 14, item 5): the read mix against one bank server process, then against two
 * on the same PostgreSQL database, the same connections spread over both (one autocannon per
 * process, run at once, their rates added). Stateless processes should add up; on a machine
 * whose cores the load generator and PostgreSQL share, they can only add up to what is free.
 */
import { startBank } from '../bank-process';
import { authenticatedGets, type Load, measure, measureTogether } from '../load';
import { settings } from '../settings';
import { compared } from '../table';
import type { Section } from '../world';
import { readPaths, warmUp } from './reads';

export const scaleOutSection: Section = {
  name: 'scale-out',
  async run(world, record) {
    const first = await world.postgresBank();
    const second = await startBank({ databaseUrl: await world.demoDatabaseUrl() });
    try {
      const references = await world.references();
      // The demo customers' tokens are sessions in the database: any process accepts them.
      await warmUp(second.url, first.tokens, references.pgUrl);
      const requests = authenticatedGets(readPaths, first.tokens);
      const load = (url: string, connections: number): Load => ({ url, requests, connections });
      for (const connections of settings.levels) {
        const half = connections / 2;
        const one = await measure(load(first.url, connections));
        const two = await measureTogether([load(first.url, half), load(second.url, half)]);
        record({
          section: 'scale-out',
          subject: 'read mix on 2 processes, 1 database',
          connections: `${half}+${half}`,
          ...compared(two, one),
          reference: 'the same on 1 process',
          note: [`ideal ratio 2.00`, compared(two).note].filter(Boolean).join('; '),
        });
      }
    } finally {
      await second.stop();
    }
  },
};
