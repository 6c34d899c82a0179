/** Sandbox mode's shared state. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The sandbox's shift of the bank's time, shared by every server process (one row, `id` true).
 * Only ever grows: the bank's date moves forward, never back.
 */
export const sandboxClock = pgTable(
  'sandbox_clock',
  {
    id: boolean('id').primaryKey().default(true),
    offsetSeconds: bigint('offset_seconds', { mode: 'number' }).notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('sandbox_clock_single_row', sql`${table.id}`),
    check('sandbox_clock_forward', sql`${table.offsetSeconds} >= 0`),
  ],
);
