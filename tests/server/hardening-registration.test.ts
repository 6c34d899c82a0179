/**
 * Registration (the call that also starts a password reset) tells a visitor nothing about who is
 * registered (issue 13, L2): a registered identifier, a customer not yet registered and an
 * identifier the bank does not know get the same answer. Only the SMS to the phone on file says
 * that the customer is registered already, with the code that sets a new password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  demoPassword,
  lastSms,
  newCustomer,
  post,
  signIn,
  smsCount,
  validate,
} from './support/auth';
import { startTestBank, type TestBank } from './support/bank';

let bank: TestBank;
beforeAll(async () => {
  bank = await startTestBank();
});
afterAll(() => bank.close());

const register = (who: { identifierType: string; identifierValue: string }, language = 'en') =>
  post(
    bank,
    '/api/v1/registration',
    { identifierType: who.identifierType, identifierValue: who.identifierValue },
    { language },
  );

describe('the answer to registration', () => {
  it('is the same for a registered, an unregistered and an unknown identifier', async () => {
    const registered = await register(await newCustomer(bank));
    const unregistered = await register(await newCustomer(bank, { registered: false }));
    const unknown = await register({ identifierType: 'PIN', identifierValue: 'ZZ9ZZ99' });
    for (const answer of [registered, unregistered, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 'OTP_SENT',
        sessionId: expect.any(String),
        otpOperation: 'REGISTRATION',
      });
      expect(answer.json().sessionId).toHaveLength(unregistered.json().sessionId.length);
    }
  });
});

describe('the SMS to a registered customer', () => {
  it.each([
    [
      'en',
      /^Internet Bank: you are registered already\. To set a new password, enter the code (\d{6})\. If it was not you, ignore this message\.$/,
    ],
    [
      'ru',
      /^Интернет-банк: вы уже зарегистрированы\. Чтобы задать новый пароль, введите код (\d{6})\. Если это были не вы, не обращайте внимания на это сообщение\.$/,
    ],
    [
      'az',
      /^İnternet Bank: siz artıq qeydiyyatdan keçmisiniz\. Yeni şifrə təyin etmək üçün (\d{6}) kodunu daxil edin\. Bu siz deyilsinizsə, mesaja fikir verməyin\.$/,
    ],
  ])('says so in %s, and its code resets the password', async (language, text) => {
    const who = await newCustomer(bank);
    const started = await register(who, language);
    const sms = await lastSms(bank, who.phone);
    expect(sms.text).toMatch(text);
    const validated = await validate(bank, started.json().sessionId, sms.code);
    expect(validated.statusCode).toBe(200);
    const newPassword = 'Basqa-2026?parol';
    const reset = await post(
      bank,
      '/api/v1/registration/set-password',
      { password: newPassword, passwordConfirm: newPassword },
      {
        headers: {
          'session-id': started.json().sessionId,
          'registration-token': validated.json().registrationToken,
        },
      },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(bank, who, newPassword)).accessToken).toBeTruthy();
    const old = await post(bank, '/api/v1/login', {
      identifierType: who.identifierType,
      identifierValue: who.identifierValue,
      password: demoPassword,
    });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
    expect((await auditOf(bank, 'PASSWORD_RESET')).some((e) => e.customerId === who.id)).toBe(true);
  });

  it('goes only to the phone on file; an unregistered customer gets a registration code', async () => {
    const who = await newCustomer(bank, { registered: false });
    const before = await smsCount(bank);
    await register(who);
    expect(await smsCount(bank)).toBe(before + 1);
    expect((await lastSms(bank, who.phone)).text).toMatch(
      /^Internet Bank: registration code \d{6}\./,
    );
  });
});
