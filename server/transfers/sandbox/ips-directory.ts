/**
 * The sandbox's IPS directory: customers of other banks a mobile number reaches over IPS, so an
 * instant transfer by phone can be tried end to end. Written when sandbox mode starts; their
 * numbers are none of the demo customers'.
 */
import { ipsDirectory } from '../../db/schema';
import type { LedgerDb } from '../../ledger';

export const sandboxIpsEntries = [
  { phone: '994512001122', name: 'Rəşad Q.', bankId: 'kapital-bank' },
  { phone: '994503334455', name: 'Aynur H.', bankId: 'pasha-bank' },
  { phone: '994707778899', name: 'Tural B.', bankId: 'abb' },
  { phone: '994994445566', name: 'Günel S.', bankId: 'unibank' },
] as const;

export async function ensureSandboxIpsDirectory(db: LedgerDb): Promise<void> {
  await db
    .insert(ipsDirectory)
    .values([...sandboxIpsEntries])
    .onConflictDoNothing();
}
