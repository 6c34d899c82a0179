/**
 * Authentication (PRODUCT 7): the calls of sign-in, registration, one-time codes, tokens and the
 * profile, and the access-token check the contract adapter runs for every secured operation.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BankError } from '../errors/bank-error';
import type { Authenticator } from '../openapi/operations';
import type { BankDependencies } from '../shared/bank-dependencies';
import { registerOwnSessionRoutes } from './own-sessions/routes';
import { registerAuthRoutes } from './routes';
import { loadAuthSecret } from './secrets';
import { type AuthService, authService } from './service';

export { authJobs, registerAuthJobs } from './jobs';
export { type SignedIn, signedIn } from './signed-in';

/** The access token as sent: raw, no `Bearer` prefix (PRODUCT 7), and shaped like one of ours. */
const tokenShape = /^[A-Za-z0-9_-]{20,256}$/;

export interface Auth {
  service: AuthService;
  authenticate: Authenticator;
}

export async function createAuth(deps: BankDependencies): Promise<Auth> {
  const secret = await loadAuthSecret(deps.config, deps.db, deps.clock);
  const service = authService({ ...deps, secret });
  return {
    service,
    async authenticate(request) {
      const token = request.headers.authorization;
      if (!token || !tokenShape.test(token)) throw new BankError('UNAUTHORIZED', 401);
      const signedIn = await service.authenticate(token);
      if (!signedIn) throw new BankError('UNAUTHORIZED', 401);
      request.signedIn = signedIn;
    },
  };
}

/**
 * The auth calls, and on every answer to a signed-in call the seconds the session has left
 * without activity (`Session-Expires-In`), so the app can warn a minute before it ends. Wrapped
 * with fastify-plugin so the hook sees every module's routes.
 */
export const authModule = fp<{ auth: Auth }>(async (app: FastifyInstance, { auth }) => {
  app.addHook('onSend', async (request, reply) => {
    const session = request.signedIn?.session;
    // A logout has just ended the session: it has no time left to tell.
    if (session && request.routeOptions.config.operationId !== 'logout') {
      reply.header('session-expires-in', String(auth.service.idleSecondsLeft(session.lastSeenAt)));
    }
  });
  registerAuthRoutes(app, auth.service);
  registerOwnSessionRoutes(app, auth.service);
});
