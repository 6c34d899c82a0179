/** The contract's calls of the customer's own sessions and sign-in history (issue 18). */
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../openapi/operations';
import { originOf } from '../audit';
import type { AuthService } from '../service';
import { signedIn } from '../signed-in';

export function registerOwnSessionRoutes(app: FastifyInstance, auth: AuthService) {
  registerOperation(app, 'listSessions', async (request) => auth.listSessions(signedIn(request)));
  registerOperation(app, 'endSession', async (request) =>
    auth.endSession(signedIn(request), request.params.sessionId, originOf(request)),
  );
  registerOperation(app, 'endOtherSessions', async (request) =>
    auth.endOtherSessions(signedIn(request), originOf(request)),
  );
  registerOperation(app, 'listSignInHistory', async (request) =>
    auth.listSignInHistory(signedIn(request)),
  );
}
