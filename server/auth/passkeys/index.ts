/**
 * Passkeys (issue 18): a signed-in customer adds WebAuthn passkeys (confirmed with a one-time
 * code), lists and removes them, and signs in with one without a password. Checked with
 * SimpleWebAuthn; challenges, passkeys and their networks live in the database
 * (db/passkeys-schema.ts). The module is part of auth: a passkey sign-in opens the same sessions,
 * sends the same sign-in code and is audited, limited and locked like a password sign-in.
 */
import type { FastifyInstance } from 'fastify';
import { every, type JobRegistrar } from '../../jobs';
import type { BankDependencies } from '../../shared/bank-dependencies';
import { authContext } from '../context';
import { loadAuthSecret } from '../secrets';
import { purgePasskeyChallenges } from './challenges';
import { passkeyContext } from './context';
import { registerPasskeyRoutes } from './routes';

export { confirmNetworkOfCode } from './networks';

export async function passkeysModule(app: FastifyInstance, deps: BankDependencies) {
  const secret = await loadAuthSecret(deps.config, deps.db, deps.clock);
  const dependencies = { ...deps, secret };
  registerPasskeyRoutes(app, passkeyContext(authContext(dependencies), dependencies));
}

export const passkeyJobs = { purgeChallenges: 'auth.purge-passkey-challenges' } as const;

/** Challenges past their 5 minutes, or used, go within the hour. */
export function registerPasskeyJobs(jobs: JobRegistrar) {
  jobs.recurring(passkeyJobs.purgeChallenges, every({ hours: 1 }), ({ db, clock }) =>
    purgePasskeyChallenges(db, clock.now()).then(() => undefined),
  );
}
