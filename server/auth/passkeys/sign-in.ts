/**
 * Signing in with a passkey (issue 18): no identifier, the authenticator offers the passkeys it
 * holds for this site. The assertion is checked against the single-use challenge, the origin
 * and RP ID, user verification, the customer it was made for and the signature counter. From a
 * network the passkey is known from: tokens, like a completed sign-in. From another: the same
 * one-time code as the password step, which validate-otp completes and which makes the network
 * known. Every refusal is audited; the rate limits and the sign-in lock apply as to passwords.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import { toDate } from '../../clock';
import { customers, passkeys, signInGuards } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { Locale } from '../../i18n';
import type { Schemas } from '../../openapi/json';
import type { Origin } from '../audit';
import { identifierKey } from '../identifiers';
import { issueOtp } from '../otp';
import { spendChallenge, storeChallenge } from './challenges';
import type { PasskeyContext } from './context';
import { awaitCodeForNetwork, knownNetwork, networkOf } from './networks';
import { userHandleOf } from './registration';
import type { RelyingParty } from './relying-party';
import { type PasskeyRow, passkeyByCredential } from './store';

export async function startSignIn(
  { auth }: PasskeyContext,
  rp: RelyingParty,
  origin: Origin,
): Promise<Schemas['PasskeyCeremony']> {
  await auth.limiter.byIp('passkey-sign-in', origin.ip);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
  });
  const challengeId = await storeChallenge(auth.db, auth.clock, {
    purpose: 'SIGN_IN',
    customerId: null,
    challenge: options.challenge,
  });
  return { challengeId, options: options as unknown as Schemas['PasskeyCeremony']['options'] };
}

type PasskeyRefusal = 'PASSKEY_CHALLENGE_INVALID' | 'PASSKEY_UNKNOWN' | 'PASSKEY_REFUSED';

interface Finish {
  request: Schemas['PasskeySignInRequest'];
  rp: RelyingParty;
  origin: Origin;
  locale: Locale;
}

export async function finishSignIn(
  context: PasskeyContext,
  finish: Finish,
): Promise<Schemas['PasskeySignInResult']> {
  const { auth } = context;
  const { request, origin } = finish;
  const credential = request.credential as unknown as AuthenticationResponseJSON;
  await auth.limiter.byIp('passkey-sign-in', origin.ip);
  await auth.limiter.bySubject('passkey-sign-in', credential.id);
  const refused = async (code: PasskeyRefusal, customerId: string | null) => {
    await auth.audit('PASSKEY_SIGN_IN_FAILED', customerId, origin, { refusal: code });
    return new BankError(code, 400);
  };
  const expectedChallenge = await spendChallenge(auth.db, auth.clock, {
    id: request.challengeId,
    purpose: 'SIGN_IN',
    customerId: null,
  }).catch(async () => {
    throw await refused('PASSKEY_CHALLENGE_INVALID', null);
  });
  const passkey = await passkeyByCredential(auth.db, credential.id);
  if (!passkey) throw await refused('PASSKEY_UNKNOWN', null);
  const counter = await verifiedCounter(finish, credential, passkey, expectedChallenge);
  if (counter === null) throw await refused('PASSKEY_REFUSED', passkey.customerId);
  await refuseLocked(context, passkey.customerId, origin);
  // Counted and dated in one conditional UPDATE: a passkey removed meanwhile, or an assertion
  // used in parallel, changes nothing and is refused.
  const [used] = await auth.db
    .update(passkeys)
    .set({ counter, lastUsedAt: toDate(auth.clock.now()) })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (!used) throw await refused('PASSKEY_REFUSED', passkey.customerId);
  return answer(context, finish, passkey);
}

/** The assertion's new counter when it checks out; null when it does not. */
async function verifiedCounter(
  { rp }: Finish,
  credential: AuthenticationResponseJSON,
  passkey: PasskeyRow,
  expectedChallenge: string,
): Promise<number | null> {
  const handle = credential.response.userHandle;
  const customerHandle = Buffer.from(userHandleOf(passkey.customerId)).toString('base64url');
  if (handle && handle !== customerHandle) return null;
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
    },
    requireUserVerification: true,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}

/** A customer whose sign-in is locked (wrong passwords) is not let in by a passkey either. */
async function refuseLocked({ auth }: PasskeyContext, customerId: string, origin: Origin) {
  const [customer] = await auth.db
    .select({ type: customers.identifierType, value: customers.identifierValue })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new BankError('PASSKEY_UNKNOWN', 400);
  const [locked] = await auth.db
    .select({ until: signInGuards.lockedUntil })
    .from(signInGuards)
    .where(
      and(
        eq(signInGuards.identifierKey, identifierKey(customer)),
        gt(signInGuards.lockedUntil, toDate(auth.clock.now())),
      ),
    );
  if (!locked) return;
  await auth.audit('SIGN_IN_REFUSED_LOCKED', customerId, origin, { method: 'PASSKEY' });
  throw auth.guard.lockedError();
}

async function answer(
  { auth, codes }: PasskeyContext,
  { origin, locale }: Finish,
  passkey: PasskeyRow,
): Promise<Schemas['PasskeySignInResult']> {
  const network = networkOf(origin.ip);
  if (await knownNetwork(auth.db, passkey.id, network)) {
    const { tokens } = await auth.sessions.open(passkey.customerId, origin);
    await auth.audit('SIGN_IN', passkey.customerId, origin, {
      method: 'PASSKEY',
      passkeyId: passkey.id,
    });
    return { status: 'SUCCESS', ...tokens };
  }
  const [customer] = await auth.db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, passkey.customerId));
  if (!customer) throw new BankError('PASSKEY_UNKNOWN', 400);
  const sessionId = await codes.db.transaction(async (tx) => {
    const id = await issueOtp(
      { ...codes, db: tx },
      { customer, operation: 'LOGIN', locale, requester: { ip: origin.ip } },
    );
    await awaitCodeForNetwork(tx, auth.clock, { passkeyId: passkey.id, network, otpSessionId: id });
    return id;
  });
  return { status: 'OTP_SENT', sessionId, otpOperation: 'LOGIN' };
}
