/** The contract's passkey operations (issue 18), wired to the passkey calls. */
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../i18n';
import { registerOperation } from '../../openapi/operations';
import { originOf } from '../audit';
import { signedIn } from '../signed-in';
import type { PasskeyContext } from './context';
import { finishRegistration, startRegistration } from './registration';
import { relyingPartyOf } from './relying-party';
import { finishSignIn, startSignIn } from './sign-in';
import { passkeyJson, passkeysOf, removePasskey } from './store';

export function registerPasskeyRoutes(app: FastifyInstance, context: PasskeyContext) {
  const { auth, config } = context;

  registerOperation(app, 'listPasskeys', async (request) => {
    const rows = await passkeysOf(auth.db, signedIn(request).customer.id);
    return { items: rows.map(passkeyJson) };
  });

  registerOperation(app, 'startPasskeyRegistration', async (request) =>
    startRegistration(context, signedIn(request), relyingPartyOf(config, request)),
  );

  registerOperation(app, 'finishPasskeyRegistration', async (request, reply) => {
    const { status, body } = await finishRegistration(context, {
      signedIn: signedIn(request),
      request: request.body,
      rp: relyingPartyOf(config, request),
      origin: originOf(request),
      locale: requestLocale(request),
    });
    return reply.code(status).send(body);
  });

  registerOperation(app, 'deletePasskey', async (request, reply) => {
    const { customer } = signedIn(request);
    await removePasskey(auth.db, customer.id, request.params.id);
    await auth.audit('PASSKEY_REMOVED', customer.id, originOf(request), {
      passkeyId: request.params.id,
    });
    return reply.code(204).send();
  });

  registerOperation(app, 'startPasskeySignIn', async (request) =>
    startSignIn(context, relyingPartyOf(config, request), originOf(request)),
  );

  registerOperation(app, 'finishPasskeySignIn', async (request) =>
    finishSignIn(context, {
      request: request.body,
      rp: relyingPartyOf(config, request),
      origin: originOf(request),
      locale: requestLocale(request),
    }),
  );
}
