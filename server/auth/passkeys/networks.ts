/**
 * The networks a passkey is known from. A sign-in from a network the passkey was added or used
 * from goes straight in; from another, the bank sends a one-time code first and remembers the
 * network once that code is right. A network is the client's IPv4 /24 or IPv6 /48: wide enough
 * that a home or office router's new address is still "here", narrow enough that another city's
 * provider is not.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { type Clock, toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { passkeyNetworks } from '../../db/schema';

/** "203.0.113.0/24" or "2001:db8:1::/48" for a client address (an IPv4-mapped one as IPv4). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped?.[1] ?? (ip.includes(':') ? null : ip);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 3).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/48`;
}

/** Whether this passkey was added or used (its code confirmed) from this network. */
export async function knownNetwork(db: BankDb, passkeyId: string, network: string) {
  const [row] = await db
    .select({ network: passkeyNetworks.network })
    .from(passkeyNetworks)
    .where(
      and(
        eq(passkeyNetworks.passkeyId, passkeyId),
        eq(passkeyNetworks.network, network),
        isNotNull(passkeyNetworks.confirmedAt),
      ),
    );
  return row !== undefined;
}

/** Remembers a network at once: the one a passkey was added from. */
export async function rememberNetwork(db: BankDb, clock: Clock, passkeyId: string, ip: string) {
  const now = toDate(clock.now());
  await db
    .insert(passkeyNetworks)
    .values({ passkeyId, network: networkOf(ip), confirmedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [passkeyNetworks.passkeyId, passkeyNetworks.network],
      set: { confirmedAt: now, otpSessionId: null },
    });
}

/** A new network waits for the code of this sign-in (the latest code asked for wins). */
export async function awaitCodeForNetwork(
  db: BankDb,
  clock: Clock,
  {
    passkeyId,
    network,
    otpSessionId,
  }: { passkeyId: string; network: string; otpSessionId: string },
) {
  await db
    .insert(passkeyNetworks)
    .values({ passkeyId, network, otpSessionId, createdAt: toDate(clock.now()) })
    .onConflictDoUpdate({
      target: [passkeyNetworks.passkeyId, passkeyNetworks.network],
      set: { otpSessionId },
      setWhere: isNull(passkeyNetworks.confirmedAt),
    });
}

/**
 * The sign-in code of `otpSessionId` was right: the network waiting for it is known from now on.
 * Returns the passkey it belongs to, or undefined for a password sign-in's code.
 */
export async function confirmNetworkOfCode(
  db: BankDb,
  clock: Clock,
  otpSessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(passkeyNetworks)
    .set({ confirmedAt: toDate(clock.now()), otpSessionId: null })
    .where(and(eq(passkeyNetworks.otpSessionId, otpSessionId), isNull(passkeyNetworks.confirmedAt)))
    .returning({ passkeyId: passkeyNetworks.passkeyId });
  return row?.passkeyId;
}
