/**
 * Passkeys (issue 18) with a software authenticator: adding one takes the SMS code bound to
 * that credential (a wrong code stores nothing), the list and removal are the customer's own
 * (another's passkey is a 404), a sign-in from a known network answers tokens and from a new
 * one the sign-in code first, a removed passkey and a replayed challenge are refused, and every
 * passkey sign-in and refusal is in the audit trail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyNetworks, passkeys } from '../../server/db/schema';
import { auditOf, type Identity, lastSms, newCustomer, signIn, validate } from './support/auth';
import { startTestBank, type TestBank } from './support/bank';
import { assert, attest, newSoftPasskey, type SoftPasskey } from './support/passkeys';

const site = { origin: 'http://localhost:5173', rpId: 'localhost' };
const otherNetwork = '198.51.100.7';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(async () => {
  await bank?.close();
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { token, payload, ip }: { token?: string; payload?: object; ip?: string } = {},
) {
  return bank.app.inject({
    method,
    url,
    payload,
    remoteAddress: ip,
    headers: {
      'accept-language': 'en',
      host: 'localhost:5173',
      ...(token ? { authorization: token } : {}),
    },
  });
}

async function signedInCustomer() {
  const who = await newCustomer(bank);
  const { accessToken } = await signIn(bank, who);
  return { who, token: accessToken };
}

/** The ceremony up to the code: the credential made and the code's session. */
async function askToAdd(token: string, passkey = newSoftPasskey()) {
  const start = await call('POST', '/api/v1/passkeys/registration-options', { token });
  expect(start.statusCode, start.body).toBe(200);
  const { challengeId, options } = start.json();
  expect(options.authenticatorSelection).toMatchObject({
    residentKey: 'required',
    userVerification: 'required',
  });
  const credential = attest(passkey, options, site);
  const asked = await call('POST', '/api/v1/passkeys', {
    token,
    payload: { challengeId, credential },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  return { passkey, challengeId, credential, sessionId: asked.json().sessionId as string };
}

async function addPasskey(who: Identity, token: string) {
  const asked = await askToAdd(token);
  const { code } = await lastSms(bank, who.phone);
  const { challengeId, credential, sessionId } = asked;
  const confirmation = { sessionId, code };
  const added = await call('POST', '/api/v1/passkeys', {
    token,
    payload: { challengeId, credential, confirmation },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { passkey: asked.passkey, id: added.json().id as string };
}

async function passkeySignIn(passkey: SoftPasskey, ip?: string) {
  const start = await call('POST', '/api/v1/passkeys/sign-in-options', { ip });
  expect(start.statusCode, start.body).toBe(200);
  const { challengeId, options } = start.json();
  expect(options.userVerification).toBe('required');
  const credential = assert(passkey, options, site);
  const response = await call('POST', '/api/v1/passkeys/sign-in', {
    ip,
    payload: { challengeId, credential },
  });
  return { response, challengeId, credential };
}

const passkeysOf = (customerId: string) =>
  bank.database.db.select().from(passkeys).where(eq(passkeys.customerId, customerId));

describe('adding a passkey', () => {
  it('takes the SMS code and lists the passkey with its device', async () => {
    const { who, token } = await signedInCustomer();
    const { id } = await addPasskey(who, token);
    expect((await lastSms(bank, who.phone)).text).toContain('passkey');
    const list = await call('GET', '/api/v1/passkeys', { token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id, lastUsedAt: null, createdAt: expect.any(String) }),
    ]);
    expect((await auditOf(bank, 'PASSKEY_ADDED')).some((row) => row.customerId === who.id)).toBe(
      true,
    );
  });

  it('refuses a wrong code and stores nothing', async () => {
    const { who, token } = await signedInCustomer();
    const { challengeId, credential, sessionId } = await askToAdd(token);
    const { code } = await lastSms(bank, who.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/api/v1/passkeys', {
      token,
      payload: { challengeId, credential, confirmation: { sessionId, code: wrong } },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'OTP_INVALID', attemptsLeft: 4 });
    expect(await passkeysOf(who.id)).toEqual([]);
  });

  it('refuses an attestation made without user verification', async () => {
    const { token } = await signedInCustomer();
    const start = await call('POST', '/api/v1/passkeys/registration-options', { token });
    const { challengeId, options } = start.json();
    const credential = attest(newSoftPasskey(), options, site, { userVerified: false });
    const refused = await call('POST', '/api/v1/passkeys', {
      token,
      payload: { challengeId, credential },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('PASSKEY_REFUSED');
  });

  it("does not take another customer's challenge", async () => {
    const first = await signedInCustomer();
    const second = await signedInCustomer();
    const start = await call('POST', '/api/v1/passkeys/registration-options', {
      token: first.token,
    });
    const { challengeId, options } = start.json();
    const credential = attest(newSoftPasskey(), options, site);
    const refused = await call('POST', '/api/v1/passkeys', {
      token: second.token,
      payload: { challengeId, credential },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
  });
});

describe('signing in with a passkey', () => {
  it('answers tokens from the network it was added from, and dates its use', async () => {
    const { who, token } = await signedInCustomer();
    const { passkey, id } = await addPasskey(who, token);
    const { response } = await passkeySignIn(passkey);
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({ status: 'SUCCESS', accessToken: expect.any(String) });
    const info = await call('GET', '/api/v1/user/info', { token: tokens.accessToken });
    expect(info.json().id).toBe(who.id);
    const [row] = await passkeysOf(who.id);
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.counter).toBe(1);
    const signIns = await auditOf(bank, 'SIGN_IN');
    expect(signIns.some((each) => each.details.passkeyId === id)).toBe(true);
  });

  it('asks for the sign-in code from a new network, then knows the network', async () => {
    const { who, token } = await signedInCustomer();
    const { passkey, id } = await addPasskey(who, token);
    const { response } = await passkeySignIn(passkey, otherNetwork);
    expect(response.statusCode, response.body).toBe(200);
    const challenge = response.json();
    expect(challenge).toMatchObject({ status: 'OTP_SENT', otpOperation: 'LOGIN' });
    const { code } = await lastSms(bank, who.phone);
    const validated = await validate(bank, challenge.sessionId, code, { ip: otherNetwork });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().accessToken).toEqual(expect.any(String));
    const networks = await bank.database.db
      .select()
      .from(passkeyNetworks)
      .where(eq(passkeyNetworks.passkeyId, id));
    expect(networks.map((row) => row.network).sort()).toEqual(['127.0.0.0/24', '198.51.100.0/24']);
    // Another address of the same /24 is the same network now.
    const again = await passkeySignIn(passkey, '198.51.100.200');
    expect(again.response.json().status).toBe('SUCCESS');
  });

  it('refuses a removed passkey at once, and the audit trail says so', async () => {
    const { who, token } = await signedInCustomer();
    const { passkey, id } = await addPasskey(who, token);
    const removed = await call('DELETE', `/api/v1/passkeys/${id}`, { token });
    expect(removed.statusCode, removed.body).toBe(204);
    const { response } = await passkeySignIn(passkey);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('PASSKEY_UNKNOWN');
    expect((await call('GET', '/api/v1/passkeys', { token })).json().items).toEqual([]);
    const failures = await auditOf(bank, 'PASSKEY_SIGN_IN_FAILED');
    expect(failures.some((row) => row.details.refusal === 'PASSKEY_UNKNOWN')).toBe(true);
  });

  it('refuses a challenge answered twice', async () => {
    const { who, token } = await signedInCustomer();
    const { passkey } = await addPasskey(who, token);
    const { response, challengeId, credential } = await passkeySignIn(passkey);
    expect(response.json().status).toBe('SUCCESS');
    const replayed = await call('POST', '/api/v1/passkeys/sign-in', {
      payload: { challengeId, credential },
    });
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses an assertion whose counter went back (a cloned authenticator)', async () => {
    const { who, token } = await signedInCustomer();
    const { passkey } = await addPasskey(who, token);
    expect((await passkeySignIn(passkey)).response.json().status).toBe('SUCCESS');
    passkey.counter = 0;
    const { response } = await passkeySignIn(passkey);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('PASSKEY_REFUSED');
    const history = await call('GET', '/api/v1/sign-in-history', { token });
    expect(history.json().attempts.slice(0, 2)).toEqual([
      expect.objectContaining({ outcome: 'PASSKEY_REFUSED' }),
      expect.objectContaining({ outcome: 'SUCCESS' }),
    ]);
  });
});

describe('removing a passkey', () => {
  it("is a 404 for another customer's passkey, which keeps working", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const { passkey, id } = await addPasskey(owner.who, owner.token);
    const refused = await call('DELETE', `/api/v1/passkeys/${id}`, { token: other.token });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json().code).toBe('PASSKEY_NOT_FOUND');
    expect((await passkeySignIn(passkey)).response.json().status).toBe('SUCCESS');
  });
});
