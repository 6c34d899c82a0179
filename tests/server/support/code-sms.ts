/**
 * A bank for the tests of code SMS (issue 13, M2 and the transfer's outbox): two transfer
 * customers on a long-session bank, and apps over its database with the real SMS limits (or
 * others, or another SMS sender), as further server processes would serve it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { type Config, defaultCodeSmsLimits } from '../../../server/config';
import { customers, transfers } from '../../../server/db/schema';
import type { SmsSender } from '../../../server/sms';
import type { Identity } from './auth';
import { type TestBank, testConfig } from './bank';
import { startTwoCustomerBank, type TransferCustomer } from './transfer-execution';

const twoDays = 172_800;

export interface CodeSmsBank {
  /** The bank as its own tests build it: limits no test reaches. */
  base: TestBank;
  /** The same database and clock, served by an app with the real SMS limits. */
  bank: TestBank;
  leyla: TransferCustomer;
  elvin: TransferCustomer;
  /** Another app over a database of this bank, with the real limits unless `config` says. */
  appOver(
    db: TestBank['database']['db'],
    sms: SmsSender,
    config?: Partial<Config>,
  ): Promise<FastifyInstance>;
  /** Leyla as she signs in (a token of hers expires as the clock moves on). */
  leylaIdentity(): Promise<Identity>;
  /** A transfer from Leyla's manat account to Elvin's, which awaits its code. */
  toElvin(amount: number): {
    type: 'A2A';
    from: { productId: string };
    to: { iban: string };
    amount: number;
  };
  transfersOfLeyla(): Promise<number>;
  close(): Promise<void>;
}

export async function startCodeSmsBank(): Promise<CodeSmsBank> {
  const { bank: base, leyla, elvin } = await startTwoCustomerBank();
  const appOver = (db: TestBank['database']['db'], sms: SmsSender, config: Partial<Config> = {}) =>
    buildApp({
      config: testConfig({
        accessTokenTtlSeconds: twoDays,
        sessionIdleTimeoutSeconds: twoDays,
        sessionMaxLifetimeSeconds: twoDays,
        authRateLimitPerIdentifier: 1000,
        codeSmsLimits: defaultCodeSmsLimits,
        ...config,
      }),
      db,
      clock: base.clock,
      sms,
      logger: false,
      checkResponses: true,
    });
  const bank = { ...base, app: await appOver(base.database.db, base.sms) };
  const { db } = base.database;
  return {
    base,
    bank,
    leyla,
    elvin,
    appOver,
    async leylaIdentity() {
      const [row] = await db.select().from(customers).where(eq(customers.id, leyla.customerId));
      if (!row) throw new Error('Leyla is not stored');
      const { identifierType, identifierValue, phone } = row;
      return { identifierType, identifierValue, phone };
    },
    toElvin: (amount) => ({
      type: 'A2A',
      from: { productId: leyla.azn.id },
      to: { iban: elvin.azn.iban },
      amount,
    }),
    transfersOfLeyla: () => db.$count(transfers, eq(transfers.customerId, leyla.customerId)),
    async close() {
      await bank.app.close();
      await base.close();
    },
  };
}
