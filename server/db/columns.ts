import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone; read and written as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money in integer minor units (qəpik, cents), read as bigint so no float ever touches it. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** Raw bytes (a PDF, an uploaded scan), read and written as a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
