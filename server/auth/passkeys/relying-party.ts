/**
 * Who the passkeys belong to (WebAuthn's relying party): the bank's site as its customers open
 * it. Outside the sandbox that is PUBLIC_URL; a sandbox answers on whatever address it is opened
 * at (localhost on any port, a tunnel), so it takes the request's own host. WebAuthn refuses an
 * IP address as the RP ID: a sandbox must be opened at http://localhost:<port>, not 127.0.0.1.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export interface RelyingParty {
  /** The site's host name (the RP ID); a passkey works only there. */
  id: string;
  /** The exact origin the browser must report. */
  origin: string;
  name: string;
}

export function relyingPartyOf(
  config: Pick<Config, 'sandbox' | 'publicUrl' | 'bank'>,
  request: FastifyRequest,
): RelyingParty {
  const name = config.bank.name;
  if (!config.sandbox) {
    const url = new URL(config.publicUrl);
    return { id: url.hostname, origin: url.origin, name };
  }
  return { id: request.hostname, origin: `${request.protocol}://${request.host}`, name };
}
