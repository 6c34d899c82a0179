/**
 * Adding a passkey (issue 18): the options for the browser, then the attestation checked and a
 * one-time code sent that is bound to exactly this credential, then, with the right code, the
 * passkey stored, the challenge used up and the network remembered, in one transaction. A wrong
 * code stores nothing; its counted try is committed before the refusal is answered.
 */
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { Temporal } from 'temporal-polyfill';
import { toDate } from '../../clock';
import type { BankDb } from '../../db/client';
import { passkeys } from '../../db/schema';
import { BankError } from '../../errors/bank-error';
import type { Locale } from '../../i18n';
import type { Schemas } from '../../openapi/json';
import type { Origin } from '../audit';
import { issueOtp, validateOtp } from '../otp';
import { findOtpSession } from '../otp/context';
import type { SignedIn } from '../signed-in';
import { peekChallenge, spendChallenge, storeChallenge } from './challenges';
import type { PasskeyContext } from './context';
import { rememberNetwork } from './networks';
import type { RelyingParty } from './relying-party';
import { deviceNameOf, maxPasskeys, passkeyJson, passkeysOf } from './store';

/** The user handle a passkey carries: the customer's id, so a sign-in can be checked against it. */
export const userHandleOf = (customerId: string) => new TextEncoder().encode(customerId);

export async function startRegistration(
  { auth }: PasskeyContext,
  { customer }: SignedIn,
  rp: RelyingParty,
): Promise<Schemas['PasskeyCeremony']> {
  const existing = await passkeysOf(auth.db, customer.id);
  if (existing.length >= maxPasskeys) throw new BankError('PASSKEY_LIMIT_REACHED', 409);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(customer.id),
    userName: customer.identifierValue,
    userDisplayName: `${customer.firstName} ${customer.lastName}`,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(auth.db, auth.clock, {
    purpose: 'REGISTRATION',
    customerId: customer.id,
    challenge: options.challenge,
  });
  return { challengeId, options: options as unknown as Schemas['PasskeyCeremony']['options'] };
}

type AuthenticatorTransport = NonNullable<
  RegistrationResponseJSON['response']['transports']
>[number];

interface Finish {
  signedIn: SignedIn;
  request: Schemas['PasskeyRegistrationRequest'];
  rp: RelyingParty;
  origin: Origin;
  locale: Locale;
}

/** Checks the attestation against the challenge still unused; the credential it registers. */
async function verified(context: PasskeyContext, { signedIn, request, rp }: Finish) {
  const { db, clock } = context.auth;
  const wanted = {
    id: request.challengeId,
    purpose: 'REGISTRATION' as const,
    customerId: signedIn.customer.id,
  };
  const expectedChallenge = await peekChallenge(db, clock, wanted);
  const result = await verifyRegistrationResponse({
    response: request.credential as unknown as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw new BankError('PASSKEY_REFUSED', 400);
  return { wanted, credential: result.registrationInfo.credential };
}

/** What the code confirms: this customer adding exactly this credential under this challenge. */
const bindingHash = (context: PasskeyContext, challengeId: string, credentialId: string) =>
  context.codes.secrets.hash('passkey-registration', `${challengeId}:${credentialId}`);

export async function finishRegistration(
  context: PasskeyContext,
  finish: Finish,
): Promise<
  { status: 201; body: Schemas['Passkey'] } | { status: 202; body: Schemas['CodeChallenge'] }
> {
  const { wanted, credential } = await verified(context, finish);
  const { customer } = finish.signedIn;
  const { db } = context.auth;
  const existing = await passkeysOf(db, customer.id);
  if (existing.some((row) => row.credentialId === credential.id)) {
    throw new BankError('PASSKEY_EXISTS', 409);
  }
  if (existing.length >= maxPasskeys) throw new BankError('PASSKEY_LIMIT_REACHED', 409);
  const binding = bindingHash(context, wanted.id, credential.id);
  const { confirmation } = finish.request;
  if (!confirmation) return { status: 202, body: await sendCode(context, finish, binding) };
  const outcome = await db.transaction(async (tx) => {
    const refusal = await checkCode(context, tx, customer.id, binding, confirmation);
    if (refusal) return { refusal };
    await spendChallenge(tx, context.auth.clock, wanted);
    const [row] = await tx
      .insert(passkeys)
      .values({
        customerId: customer.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceName: deviceNameOf(finish.origin.userAgent),
        createdAt: toDate(context.auth.clock.now()),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new BankError('PASSKEY_EXISTS', 409);
    await rememberNetwork(tx, context.auth.clock, row.id, finish.origin.ip);
    return { row };
  });
  if (outcome.refusal) throw outcome.refusal;
  await context.auth.audit('PASSKEY_ADDED', customer.id, finish.origin, {
    passkeyId: outcome.row.id,
  });
  return { status: 201, body: passkeyJson(outcome.row) };
}

async function sendCode(context: PasskeyContext, finish: Finish, confirmsHash: string) {
  const { codes } = context;
  const sessionId = await codes.db.transaction((tx) =>
    issueOtp(
      { ...codes, db: tx },
      {
        customer: finish.signedIn.customer,
        operation: 'PASSKEY_REGISTRATION',
        locale: finish.locale,
        requester: { ip: finish.origin.ip },
        confirmsHash,
      },
    ),
  );
  const session = await findOtpSession(codes, sessionId);
  if (!session) throw new Error('a code session vanished as it was opened');
  const expiresAt = Temporal.Instant.fromEpochMilliseconds(session.expiresAt.getTime());
  return { sessionId, expiresAt: expiresAt.toString() };
}

/** The code's refusal, returned so its counted try commits; null when it is right. */
async function checkCode(
  context: PasskeyContext,
  tx: BankDb,
  customerId: string,
  binding: string,
  confirmation: Schemas['CodeConfirmation'],
): Promise<BankError | null> {
  const inTx = { ...context.codes, db: tx };
  const session = await findOtpSession(inTx, confirmation.sessionId);
  // A code of another customer, operation or credential confirms nothing here.
  if (
    !session ||
    session.customerId !== customerId ||
    session.operation !== 'PASSKEY_REGISTRATION' ||
    !context.codes.secrets.same(session.confirmsHash ?? '', binding)
  ) {
    return new BankError('OTP_SESSION_INVALID', 400);
  }
  try {
    await validateOtp(inTx, confirmation.sessionId, confirmation.code);
    return null;
  } catch (error) {
    if (error instanceof BankError) return error;
    throw error;
  }
}
