/** The caller of a secured operation, as the access-token check (index.ts) leaves it. */
import type { FastifyRequest } from 'fastify';
import { BankError } from '../errors/bank-error';
import type { AuthSession, SignedInCustomer } from './sessions';

/** Who is calling a secured operation. */
export interface SignedIn {
  session: AuthSession;
  customer: SignedInCustomer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticator on secured operations. */
    signedIn?: SignedIn;
  }
}

/** The caller of a secured operation; the adapter has already refused anyone else. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new BankError('UNAUTHORIZED', 401);
  return request.signedIn;
}
