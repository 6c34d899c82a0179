/**
 * The customer's own sessions and sign-in history (issue 18): listing with the device, marking
 * the current one, ending another (its next call 401, its refresh refused), ending all others,
 * never another customer's, and the history of sign-ins and failures with their IP and device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorized,
  demoPassword,
  get,
  type Identity,
  lastSms,
  newCustomer,
  post,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';

interface From {
  ip: string;
  userAgent: string;
}

const origin = ({ ip, userAgent }: From, headers: Record<string, string> = {}) => ({
  ip,
  headers: { 'user-agent': userAgent, ...headers },
});

function login(who: Identity, from: From, password = demoPassword) {
  return post(
    bank,
    '/api/v1/login',
    { identifierType: who.identifierType, identifierValue: who.identifierValue, password },
    origin(from),
  );
}

/** A full sign-in from a device and address; returns the session's tokens. */
async function signInFrom(who: Identity, from: From) {
  const started = await login(who, from);
  expect(started.statusCode, started.body).toBe(200);
  const { code } = await lastSms(bank, who.phone);
  const done = await validate(bank, started.json().sessionId, code, origin(from));
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { accessToken: string; refreshToken: string };
}

const laptop = { ip: '10.1.1.1', userAgent: windowsChrome };
const phone = { ip: '10.2.2.2', userAgent: iPhoneSafari };

const sessionsOf = (accessToken: string) => get(bank, '/api/v1/sessions', authorized(accessToken));
const call = (method: 'DELETE' | 'POST', url: string, accessToken: string) =>
  bank.app.inject({
    method,
    url,
    headers: { authorization: accessToken, 'accept-language': 'en' },
  });
const refresh = (refreshToken: string) => post(bank, '/api/v1/auth/refresh', { refreshToken });

async function twoDevices() {
  const who = await newCustomer(bank);
  const onLaptop = await signInFrom(who, laptop);
  const onPhone = await signInFrom(who, phone);
  return { who, onLaptop, onPhone };
}

describe('listSessions', () => {
  it('lists every live session with its device and IP, the caller’s first and marked', async () => {
    const { onLaptop, onPhone } = await twoDevices();
    const answer = await sessionsOf(onLaptop.accessToken);
    expect(answer.statusCode, answer.body).toBe(200);
    const { sessions } = answer.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      ipAddress: '10.1.1.1',
      device: { browser: 'Chrome 131', os: 'Windows 10', kind: 'DESKTOP' },
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      ipAddress: '10.2.2.2',
      device: { browser: 'Safari 18', os: 'iOS 18.2', kind: 'MOBILE' },
    });
    for (const session of sessions) {
      expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.parse(session.lastActiveAt));
    }
    const fromPhone = (await sessionsOf(onPhone.accessToken)).json().sessions;
    expect(fromPhone[0]).toMatchObject({ id: sessions[1].id, current: true });
  });

  it('leaves out a session that signed out', async () => {
    const { onLaptop, onPhone } = await twoDevices();
    expect(
      (await get(bank, '/api/v1/profile/logout', authorized(onPhone.accessToken))).statusCode,
    ).toBe(200);
    expect((await sessionsOf(onLaptop.accessToken)).json().sessions).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await get(bank, '/api/v1/sessions')).statusCode).toBe(401);
  });
});

describe('endSession', () => {
  it('ends another session at once: its next call is 401 and its refresh is refused', async () => {
    const { onLaptop, onPhone } = await twoDevices();
    const [, other] = (await sessionsOf(onLaptop.accessToken)).json().sessions;
    const ended = await call('DELETE', `/api/v1/sessions/${other.id}`, onLaptop.accessToken);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });

    expect((await sessionsOf(onPhone.accessToken)).statusCode).toBe(401);
    const refused = await refresh(onPhone.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('REFRESH_TOKEN_INVALID');

    const left = (await sessionsOf(onLaptop.accessToken)).json().sessions;
    expect(left.map((each: { id: string }) => each.id)).not.toContain(other.id);
    expect((await refresh(onLaptop.refreshToken)).statusCode).toBe(200);
  });

  it('refuses the caller’s own session with SESSION_IS_CURRENT: that is logout', async () => {
    const { onLaptop } = await twoDevices();
    const [mine] = (await sessionsOf(onLaptop.accessToken)).json().sessions;
    const refused = await call('DELETE', `/api/v1/sessions/${mine.id}`, onLaptop.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'SESSION_IS_CURRENT',
      message: 'This is the session you are using now. To end it, sign out.',
    });
    expect((await sessionsOf(onLaptop.accessToken)).statusCode).toBe(200);
  });

  it('cannot touch another customer’s session: 404, and that session lives on', async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const [theirSession] = (await sessionsOf(theirs.onLaptop.accessToken)).json().sessions;
    const refused = await call(
      'DELETE',
      `/api/v1/sessions/${theirSession.id}`,
      mine.onLaptop.accessToken,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('SESSION_NOT_FOUND');
    expect((await sessionsOf(theirs.onLaptop.accessToken)).statusCode).toBe(200);
  });

  it('answers 404 for a session already ended and 400 for an id that is no session id', async () => {
    const { onLaptop } = await twoDevices();
    const [, other] = (await sessionsOf(onLaptop.accessToken)).json().sessions;
    await call('DELETE', `/api/v1/sessions/${other.id}`, onLaptop.accessToken);
    const again = await call('DELETE', `/api/v1/sessions/${other.id}`, onLaptop.accessToken);
    expect(again.statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/sessions/nope', onLaptop.accessToken)).statusCode).toBe(
      400,
    );
  });
});

describe('endOtherSessions', () => {
  it('ends every other session and keeps the caller’s', async () => {
    const who = await newCustomer(bank);
    const here = await signInFrom(who, laptop);
    const others = [await signInFrom(who, phone), await signInFrom(who, phone)];
    const ended = await call('POST', '/api/v1/sessions/end-others', here.accessToken);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    for (const other of others) {
      expect((await sessionsOf(other.accessToken)).statusCode).toBe(401);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    }
    const left = (await sessionsOf(here.accessToken)).json().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    const none = await call('POST', '/api/v1/sessions/end-others', here.accessToken);
    expect(none.json()).toEqual({ ended: 0 });
  });
});

describe('listSignInHistory', () => {
  it('shows sign-ins and failed attempts, newest first, with IP and device', async () => {
    const who = await newCustomer(bank);
    const stranger = { ip: '203.0.113.9', userAgent: iPhoneSafari };
    expect((await login(who, stranger, 'Wrong-Pass-1')).statusCode).toBe(400);
    const started = await login(who, stranger);
    const wrongCode = await validate(bank, started.json().sessionId, '000000', origin(stranger));
    expect(wrongCode.statusCode).toBe(400);
    const { accessToken } = await signInFrom(who, laptop);

    const answer = await get(bank, '/api/v1/sign-in-history', authorized(accessToken));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().attempts).toEqual([
      expect.objectContaining({ outcome: 'SUCCESS', ipAddress: '10.1.1.1' }),
      expect.objectContaining({
        outcome: 'WRONG_CODE',
        ipAddress: '203.0.113.9',
        device: { browser: 'Safari 18', os: 'iOS 18.2', kind: 'MOBILE' },
      }),
      expect.objectContaining({
        outcome: 'WRONG_PASSWORD',
        ipAddress: '203.0.113.9',
        device: { browser: 'Safari 18', os: 'iOS 18.2', kind: 'MOBILE' },
      }),
    ]);
  });

  it('keeps the last 20: the lock-out refusals after the failures too', async () => {
    const who = await newCustomer(bank);
    const { accessToken } = await signInFrom(who, laptop);
    for (let attempt = 0; attempt < 22; attempt += 1) {
      await login(who, { ip: `198.51.100.${attempt}`, userAgent: iPhoneSafari }, 'Wrong-Pass-1');
    }
    const attempts = (await get(bank, '/api/v1/sign-in-history', authorized(accessToken))).json()
      .attempts;
    expect(attempts).toHaveLength(20);
    expect(attempts[0]).toMatchObject({ outcome: 'LOCKED', ipAddress: '198.51.100.21' });
    expect(attempts.at(-1)).toMatchObject({ outcome: 'WRONG_PASSWORD' });
  });

  it('shows nothing of another customer', async () => {
    const who = await newCustomer(bank);
    await login(who, phone, 'Wrong-Pass-1');
    const other = await newCustomer(bank);
    const { accessToken } = await signInFrom(other, laptop);
    const attempts = (await get(bank, '/api/v1/sign-in-history', authorized(accessToken))).json()
      .attempts;
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'SUCCESS' })]);
  });
});
