import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../src/api';
import { createAuthServices } from '../../src/features/auth/services';
import { createChangePasswordServices, fetchUserInfo } from '../../src/features/profile/services';
import { session } from '../../src/features/session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every call with `reply` and keeps what was sent. */
function stubNetwork(reply: () => Response) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      sent.push(input as Request);
      return reply();
    }),
  );
  return sent;
}

async function described(request: Request | undefined) {
  if (!request) throw new Error('no request was sent');
  const body = request.method === 'GET' ? undefined : await request.clone().json();
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    sessionId: request.headers.get('Session-Id'),
    registrationToken: request.headers.get('Registration-Token'),
    body,
  };
}

const challenge = { status: 'OTP_SENT', sessionId: 's-1', otpOperation: 'LOGIN' };
const auth = createAuthServices(api);

beforeEach(() => session.init());
afterEach(() => vi.unstubAllGlobals());

describe('auth calls (SPEC 7)', () => {
  it('signs in with the identifier and password', async () => {
    const sent = stubNetwork(() => json(challenge));
    const answer = await auth.login({
      identifierType: 'PIN',
      identifierValue: '6XK2T9P',
      password: 'Demo2026!',
    });
    expect(answer).toMatchObject({ sessionId: 's-1', otpOperation: 'LOGIN' });
    expect(await described(sent[0])).toEqual({
      method: 'POST',
      path: '/api/v1/login',
      sessionId: null,
      registrationToken: null,
      body: { identifierType: 'PIN', identifierValue: '6XK2T9P', password: 'Demo2026!' },
    });
  });

  it('registers with the identifier only; a passport sends its series as the type', async () => {
    const sent = stubNetwork(() => json({ ...challenge, otpOperation: 'REGISTRATION' }));
    await auth.register({ identifierType: 'AB', identifierValue: '1234567' });
    expect(await described(sent[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/registration',
      body: { identifierType: 'AB', identifierValue: '1234567' },
    });
  });

  it('validates and resends the code under the Session-Id header', async () => {
    const sent = stubNetwork(() => json({ status: 'SUCCESS', registrationToken: 'r-1' }));
    expect(await auth.validateOtp({ sessionId: 's-1', otp: '123456' })).toMatchObject({
      registrationToken: 'r-1',
    });
    await auth.resendOtp({ sessionId: 's-2' });
    expect(await described(sent[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/otp/validate',
      sessionId: 's-1',
      body: { otp: '123456' },
    });
    expect(await described(sent[1])).toMatchObject({
      method: 'GET',
      path: '/api/v1/otp/resend',
      sessionId: 's-2',
    });
  });

  it('sets the password with Session-Id and Registration-Token', async () => {
    const sent = stubNetwork(() => json({ accessToken: 'a', refreshToken: 'r' }));
    const tokens = await auth.setPassword({
      sessionId: 's-1',
      registrationToken: 'r-1',
      password: 'Bank2027!',
      passwordConfirm: 'Bank2027!',
    });
    expect(tokens).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(await described(sent[0])).toEqual({
      method: 'POST',
      path: '/api/v1/registration/set-password',
      sessionId: 's-1',
      registrationToken: 'r-1',
      body: { password: 'Bank2027!', passwordConfirm: 'Bank2027!' },
    });
  });

  it("throws the bank's own message, which the screens show as is", async () => {
    stubNetwork(() => json({ code: 'INVALID_CREDENTIALS', message: 'Yanlış məlumat' }, 400));
    const refusal = auth.login({ identifierType: 'PIN', identifierValue: 'X', password: 'y' });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, message: 'Yanlış məlumat' });
  });
});

describe('profile calls', () => {
  const profile = createChangePasswordServices(api);

  it('starts a password change and keeps the code session the bank returns in data', async () => {
    const sent = stubNetwork(() => json({ status: 'OTP_SENT', data: 'cp-1' }));
    const sessionId = await profile.startChange({
      currentPassword: 'Demo2026!',
      password: 'Bank2027!',
      passwordConfirm: 'Bank2027!',
    });
    expect(sessionId).toBe('cp-1');
    expect(await described(sent[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/change-password',
      body: { currentPassword: 'Demo2026!', password: 'Bank2027!', passwordConfirm: 'Bank2027!' },
    });
  });

  it('confirms with the code under Session-Id = data, resends, and reads the customer', async () => {
    const sent = stubNetwork(() => json({ status: 'SUCCESS', id: 'u', firstName: 'Leyla' }));
    await profile.confirmChange({ sessionId: 'cp-1', otp: '654321' });
    await profile.resendOtp({ sessionId: 'cp-1' });
    await fetchUserInfo(api);
    const calls = await Promise.all(sent.map(described));
    expect(calls.map(({ method, path, sessionId }) => `${method} ${path} ${sessionId}`)).toEqual([
      'POST /api/v1/otp/validate cp-1',
      'GET /api/v1/otp/resend cp-1',
      'GET /api/v1/user/info null',
    ]);
    expect(calls[0]?.body).toEqual({ otp: '654321' });
  });
});

describe('a refusal without a message', () => {
  it('carries no text of its own, so the auth toast shows nothing rather than a fallback', async () => {
    const error = new ApiError(500, { code: 'UNEXPECTED' });
    expect(error.message).toBe('');
    expect(error.status).toBe(500);
  });
});
