import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthServices } from '../../src/features/auth/services';
import { createChangePasswordServices, fetchUserInfo } from '../../src/features/profile/services';
import { ApiError, api } from '../../src/shared/api';
import { session } from '../../src/shared/session';
import { type BankCall, fakeBank, http } from '../fake-bank';
import { leyla } from '../fake-bank/fixtures/customers';
import { bankError } from '../fake-bank/fixtures/errors';
import { customerInfo } from '../fake-bank/handlers/profile';

async function described(call: BankCall | undefined) {
  if (!call) throw new Error('no request was sent');
  const body = call.method === 'GET' ? undefined : await call.request.clone().json();
  return {
    method: call.method,
    path: call.path,
    sessionId: call.headers.get('Session-Id'),
    registrationToken: call.headers.get('Registration-Token'),
    body,
  };
}

const sent = () => fakeBank.calls();
const success = { status: 'SUCCESS' };

const challenge = { status: 'OTP_SENT', sessionId: 's-1', otpOperation: 'LOGIN' } as const;
const auth = createAuthServices(api);

beforeEach(() => session.init());

describe('auth calls (PRODUCT 7)', () => {
  it('signs in with the identifier and password', async () => {
    fakeBank.use(http.post('/api/v1/login', ({ response }) => response(200).json(challenge)));
    const answer = await auth.login({
      identifierType: 'PIN',
      identifierValue: '6XK2T9P',
      password: 'Demo2026!',
    });
    expect(answer).toMatchObject({ sessionId: 's-1', otpOperation: 'LOGIN' });
    expect(await described(sent()[0])).toEqual({
      method: 'POST',
      path: '/api/v1/login',
      sessionId: null,
      registrationToken: null,
      body: { identifierType: 'PIN', identifierValue: '6XK2T9P', password: 'Demo2026!' },
    });
  });

  it('registers with the identifier only; a passport sends its series as the type', async () => {
    fakeBank.use(
      http.post('/api/v1/registration', ({ response }) =>
        response(200).json({ ...challenge, otpOperation: 'REGISTRATION' }),
      ),
    );
    await auth.register({ identifierType: 'AB', identifierValue: '1234567' });
    expect(await described(sent()[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/registration',
      body: { identifierType: 'AB', identifierValue: '1234567' },
    });
  });

  it('validates and resends the code under the Session-Id header', async () => {
    fakeBank.use(
      http.post('/api/v1/otp/validate', ({ response }) =>
        response(200).json({ status: 'SUCCESS', registrationToken: 'r-1' }),
      ),
      http.get('/api/v1/otp/resend', ({ response }) => response(200).json(success)),
    );
    expect(await auth.validateOtp({ sessionId: 's-1', otp: '123456' })).toMatchObject({
      registrationToken: 'r-1',
    });
    await auth.resendOtp({ sessionId: 's-2' });
    expect(await described(sent()[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/otp/validate',
      sessionId: 's-1',
      body: { otp: '123456' },
    });
    expect(await described(sent()[1])).toMatchObject({
      method: 'GET',
      path: '/api/v1/otp/resend',
      sessionId: 's-2',
    });
  });

  it('sets the password with Session-Id and Registration-Token', async () => {
    fakeBank.use(
      http.post('/api/v1/registration/set-password', ({ response }) =>
        response(200).json({ accessToken: 'a', refreshToken: 'r' }),
      ),
    );
    const tokens = await auth.setPassword({
      sessionId: 's-1',
      registrationToken: 'r-1',
      password: 'Bank2027!',
      passwordConfirm: 'Bank2027!',
    });
    expect(tokens).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(await described(sent()[0])).toEqual({
      method: 'POST',
      path: '/api/v1/registration/set-password',
      sessionId: 's-1',
      registrationToken: 'r-1',
      body: { password: 'Bank2027!', passwordConfirm: 'Bank2027!' },
    });
  });

  it("throws the bank's own message, which the screens show as is", async () => {
    fakeBank.use(
      http.post('/api/v1/login', ({ response }) =>
        response(400).json(bankError('INVALID_CREDENTIALS', 'Yanlış məlumat')),
      ),
    );
    const refusal = auth.login({ identifierType: 'PIN', identifierValue: 'X', password: 'y' });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, message: 'Yanlış məlumat' });
  });
});

describe('profile calls', () => {
  const profile = createChangePasswordServices(api);

  it('starts a password change and keeps the code session the bank returns in data', async () => {
    fakeBank.use(
      http.post('/api/v1/change-password', ({ response }) =>
        response(200).json({ status: 'OTP_SENT', data: 'cp-1' }),
      ),
    );
    const sessionId = await profile.startChange({
      currentPassword: 'Demo2026!',
      password: 'Bank2027!',
      passwordConfirm: 'Bank2027!',
    });
    expect(sessionId).toBe('cp-1');
    expect(await described(sent()[0])).toMatchObject({
      method: 'POST',
      path: '/api/v1/change-password',
      body: { currentPassword: 'Demo2026!', password: 'Bank2027!', passwordConfirm: 'Bank2027!' },
    });
  });

  it('confirms with the code under Session-Id = data, resends, and reads the customer', async () => {
    fakeBank.use(
      http.post('/api/v1/otp/validate', ({ response }) => response(200).json(success)),
      http.get('/api/v1/otp/resend', ({ response }) => response(200).json(success)),
      customerInfo(leyla),
    );
    await profile.confirmChange({ sessionId: 'cp-1', otp: '654321' });
    await profile.resendOtp({ sessionId: 'cp-1' });
    await fetchUserInfo(api);
    const calls = await Promise.all(sent().map(described));
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
