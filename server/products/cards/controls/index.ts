/**
 * Card controls (issue 16): a card's daily limits, its online payments switch and its
 * requisites behind a one-time code. The bank's own checks of transfers and payments from a card
 * use them through `assertCardPaysOnline` (enforce.ts). server/products registers the routes.
 */
import type { FastifyInstance } from 'fastify';
import { loadAuthSecret, secretsFrom } from '../../../auth/secrets';
import type { BankDependencies } from '../../../shared/bank-dependencies';
import { registerCardControlRoutes } from './routes';
import { loadCardVaultKey } from './vault';

export { assertCardPaysOnline } from './enforce';

export async function registerCardControls(app: FastifyInstance, deps: BankDependencies) {
  const { config, db, clock, sms } = deps;
  // The same server key as sign-in's codes: the code sessions are the same machinery.
  const secrets = secretsFrom(await loadAuthSecret(config, db, clock));
  const codes = { db, clock, sms, secrets, smsLimits: config.codeSmsLimits };
  const vaultKey = await loadCardVaultKey(config, db, clock);
  registerCardControlRoutes(app, { db, clock, codes, vaultKey });
}
