/**
 * Open-banking consents (issue 18): the third parties' account-information API under /psd2/v1
 * (Berlin Group NextGenPSD2 style, HTTP Basic), the customer's consents under /api/v1 (authorise
 * with a one-time code, list, revoke at once; the bank's own other consents), and in sandbox
 * mode the two registered third parties and the calls that play them for /sandbox-tpp.
 * `server/app.ts` registers the module.
 */
import type { FastifyInstance } from 'fastify';
import { bakuDate } from '../../domain/calendar';
import { loadAuthSecret, secretsFrom } from '../auth/secrets';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerConsentRoutes } from './customer-routes';
import { registerPsd2Routes } from './psd2-routes';
import { registerSandboxTppRoutes } from './sandbox';
import { registerSandboxThirdParties } from './third-parties';

export { giveOtherConsents } from './other-consents';
export {
  listSandboxThirdParties,
  registerSandboxThirdParties,
  sandboxThirdParties,
} from './third-parties';

export async function consentsModule(app: FastifyInstance, deps: BankDependencies) {
  const { config, db, clock, sms } = deps;
  // The server key of the one-time codes keys the third parties' secrets too.
  const secrets = secretsFrom(await loadAuthSecret(config, db, clock));
  const codes = { db, clock, sms, secrets, smsLimits: config.codeSmsLimits };
  registerConsentRoutes(app, { db, clock, codes });
  // Its own scope: the Basic check is an onRequest hook of the /psd2/v1 routes only.
  await app.register(async (psd2) => registerPsd2Routes(psd2, { db, clock, secrets }));
  // Registered only in sandbox mode; otherwise /sandbox/... is a 404.
  if (config.sandbox) {
    await registerSandboxThirdParties(db, clock, secrets);
    registerSandboxTppRoutes(app, { db, today: () => bakuDate(clock.now()).toString() });
  }
}
