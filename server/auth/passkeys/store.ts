/** The customer's passkeys as rows: listed, found by credential, added and removed. */

import Bowser from 'bowser';
import { and, desc, eq } from 'drizzle-orm';
import type { BankDb } from '../../db/client';
import { passkeys } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import { isUuid } from '../../ledger/db';
import type { Schemas } from '../../openapi/json';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** A customer keeps at most this many, so the list is one short page. */
export const maxPasskeys = 10;

export const passkeyJson = (row: PasskeyRow): Schemas['Passkey'] => ({
  id: row.id,
  deviceName: row.deviceName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function passkeysOf(db: BankDb, customerId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.customerId, customerId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
    .limit(maxPasskeys);
}

export async function passkeyByCredential(db: BankDb, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Removes one of the customer's passkeys; another's is a 404 like an unknown one. */
export async function removePasskey(db: BankDb, customerId: string, id: string) {
  if (!isUuid(id)) throw new BankError('PASSKEY_NOT_FOUND', 404);
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning({ id: passkeys.id });
  if (!row) throw new BankError('PASSKEY_NOT_FOUND', 404);
}

/** "Chrome on Windows" from the user agent it was added with; "" when it names nothing known. */
export function deviceNameOf(userAgent: string | null): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name].filter(Boolean).join(' · ').slice(0, 100);
}
