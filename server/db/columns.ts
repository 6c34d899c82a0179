import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone; read and written as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer minor units (qəpik, cents), read as bigint so no float ever touches it. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
