/** The contract's authentication operations, wired to the auth service. */
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../i18n';
import { registerOperation } from '../openapi/operations';
import { originOf } from './audit';
import { checkIdentifier } from './identifiers';
import { maskPhone } from './queries';
import type { AuthService } from './service';
import { signedIn } from './signed-in';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService) {
  registerOperation(app, 'login', async (request) => {
    const { identifierType, identifierValue, password } = request.body;
    const identifier = checkIdentifier({ type: identifierType, value: identifierValue });
    return auth.login(identifier, password, originOf(request), requestLocale(request));
  });

  registerOperation(app, 'register', async (request) => {
    const { identifierType, identifierValue } = request.body;
    const identifier = checkIdentifier({ type: identifierType, value: identifierValue });
    return auth.register(identifier, originOf(request), requestLocale(request));
  });

  registerOperation(app, 'validateOtp', async (request) =>
    auth.validateOtp(request.headers['session-id'], request.body.otp, originOf(request)),
  );

  registerOperation(app, 'resendOtp', async (request) =>
    auth.resendOtp(request.headers['session-id'], originOf(request), requestLocale(request)),
  );

  registerOperation(app, 'setPassword', async (request) =>
    auth.setPassword(
      request.headers['session-id'],
      request.headers['registration-token'],
      request.body,
      originOf(request),
    ),
  );

  registerOperation(app, 'refreshTokens', async (request, reply) => {
    const tokens = await auth.refreshTokens(request.body.refreshToken, originOf(request));
    // A refresh is activity: the session has its whole idle timeout again.
    reply.header('session-expires-in', String(auth.idleTimeoutSeconds));
    return tokens;
  });

  registerOperation(app, 'changePassword', async (request) =>
    auth.changePassword(signedIn(request), request.body, originOf(request), requestLocale(request)),
  );

  registerOperation(app, 'getUserInfo', async (request) => {
    const { customer } = signedIn(request);
    return {
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      identifierType: customer.identifierType,
      identifierValue: customer.identifierValue,
      phoneNumber: maskPhone(customer.phone),
    };
  });

  registerOperation(app, 'logout', async (request) =>
    auth.logout(signedIn(request), originOf(request)),
  );
}
