/**
 * The bank's authentication: sign-in with password and one-time code, registration, password
 * reset and change, token refresh and logout. Routes hand it validated input; it answers in
 * contract shapes or throws a BankError.
 */
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import type { Customer } from '../db/schema';
import { BankError } from '../errors/bank-error';
import type { Locale } from '../i18n';
import type { SmsSender } from '../sms/sms-sender';
import { type Audit, auditTrail, type Origin } from './audit';
import { type Identifier, identifierKey } from './identifiers';
import { otpService } from './otp';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import { customerByIdentifier, setCustomerPassword } from './queries';
import { type LimitedCall, rateLimiter } from './rate-limit';
import { type Secrets, secretsFrom } from './secrets';
import { type AuthSession, sessionService } from './sessions';
import { signInGuard } from './sign-in-guard';

export interface AuthDependencies {
  config: Config;
  db: BankDb;
  clock: Clock;
  sms: SmsSender;
  secret: string;
}

/** Who is calling a secured operation. */
export interface SignedIn {
  session: AuthSession;
  customer: Customer;
}

export function authService({ config, db, clock, sms, secret }: AuthDependencies) {
  const secrets: Secrets = secretsFrom(secret);
  const otp = otpService(db, clock, sms, secrets);
  const sessions = sessionService(db, clock, secrets, config);
  const guard = signInGuard(db, clock);
  const limiter = rateLimiter(db, clock, config);
  const audit: Audit = auditTrail(db, clock);

  async function limit(call: LimitedCall, origin: Origin, subject: string) {
    await limiter.byIp(call, origin.ip);
    await limiter.bySubject(call, subject);
  }

  /**
   * Checks a password under the lock-out counter. The same generic refusal answers a wrong
   * identifier and a wrong password; only the lock says more.
   */
  async function checkPassword(customer: Customer | undefined, password: string, key: string) {
    const attempt = await guard.claim(key);
    const ok = await verifyPassword(customer?.passwordHash ?? null, password);
    if (ok) await guard.succeeded(key);
    return { ok, attempt };
  }

  async function login(identifier: Identifier, password: string, origin: Origin, locale: Locale) {
    const key = identifierKey(identifier);
    await limit('login', origin, key);
    const customer = await customerByIdentifier(db, identifier);
    const { ok, attempt } = await checkPassword(customer, password, key).catch(async (error) => {
      if (error instanceof BankError && error.code === 'CUSTOMER_LOCKED') {
        await audit('SIGN_IN_REFUSED_LOCKED', customer?.id ?? null, origin, { identifier: key });
      }
      throw error;
    });
    if (!ok || !customer) {
      const details = { identifier: key, failures: attempt.failures };
      await audit('SIGN_IN_FAILED', customer?.id ?? null, origin, details);
      if (!attempt.locks) throw new BankError('INVALID_CREDENTIALS', 400);
      await audit('CUSTOMER_LOCKED', customer?.id ?? null, origin, details);
      throw guard.lockedError();
    }
    const sessionId = await otp.start({ customer, operation: 'LOGIN', locale });
    return { status: 'OTP_SENT', sessionId, otpOperation: 'LOGIN' } as const;
  }

  /** A registered customer gets a password reset; an unknown identifier a silent decoy. */
  async function register(identifier: Identifier, origin: Origin, locale: Locale) {
    const key = identifierKey(identifier);
    await limit('registration', origin, key);
    const customer = await customerByIdentifier(db, identifier);
    const otpOperation = customer?.passwordHash ? 'FORGOT_PASSWORD' : 'REGISTRATION';
    const sessionId = await otp.start({
      customer: customer ?? null,
      operation: otpOperation,
      locale,
    });
    const event = !customer
      ? 'REGISTRATION_UNKNOWN_IDENTIFIER'
      : otpOperation === 'REGISTRATION'
        ? 'REGISTRATION_STARTED'
        : 'PASSWORD_RESET_STARTED';
    await audit(event, customer?.id ?? null, origin, { identifier: key });
    return { status: 'OTP_SENT', sessionId, otpOperation } as const;
  }

  async function validateOtp(otpSessionId: string, code: string, origin: Origin) {
    await limit('otp-validate', origin, otpSessionId);
    const session = await otp.validate(otpSessionId, code).catch(async (error) => {
      if (error instanceof BankError && error.code !== 'OTP_SESSION_INVALID') {
        const found = await otp.find(otpSessionId);
        const details = { operation: found?.operation, refusal: error.code };
        await audit('OTP_FAILED', found?.customerId ?? null, origin, details);
      }
      throw error;
    });
    const customerId = session.customerId;
    if (!customerId) throw new BankError('OTP_SESSION_INVALID', 400);
    switch (session.operation) {
      case 'LOGIN': {
        const { tokens } = await sessions.open(customerId, origin);
        await audit('SIGN_IN', customerId, origin);
        return { status: 'SUCCESS', ...tokens };
      }
      case 'REGISTRATION':
      case 'FORGOT_PASSWORD':
        return {
          status: 'SUCCESS',
          registrationToken: await otp.issueRegistrationToken(session.id),
        };
      case 'CHANGE_PASSWORD': {
        const keeps = session.authSessionId;
        if (!keeps || !session.pendingPasswordHash || !(await sessions.isLive(keeps))) {
          throw new BankError('OTP_SESSION_INVALID', 400);
        }
        await setCustomerPassword(db, clock, customerId, session.pendingPasswordHash);
        const ended = await sessions.revokeAllOf(customerId, 'PASSWORD_CHANGED', keeps);
        await audit('PASSWORD_CHANGED', customerId, origin, { endedSessions: ended });
        return { status: 'SUCCESS' };
      }
    }
    throw new Error(`Unknown one-time-code operation ${session.operation}`);
  }

  async function resendOtp(otpSessionId: string, origin: Origin, locale: Locale) {
    await limit('otp-resend', origin, otpSessionId);
    await otp.resend(otpSessionId, locale);
    return { status: 'OTP_SENT' };
  }

  /** Registration or reset, after its code: sets the password and signs the customer in. */
  async function setPassword(
    otpSessionId: string,
    registrationToken: string,
    passwords: { password: string; passwordConfirm: string },
    origin: Origin,
  ) {
    checkNewPassword(passwords.password, passwords.passwordConfirm);
    const session = await otp.consumeRegistrationToken(otpSessionId, registrationToken);
    const customerId = session.customerId as string;
    const registering = session.operation === 'REGISTRATION';
    const hash = await hashPassword(passwords.password);
    const customer = await setCustomerPassword(db, clock, customerId, hash, { registering });
    if (!customer) throw new BankError('REGISTRATION_TOKEN_INVALID', 400);
    // A reset ends every session (someone else may hold one) and lifts the sign-in lock.
    const ended = await sessions.revokeAllOf(customerId, 'PASSWORD_RESET');
    await guard.succeeded(
      identifierKey({ type: customer.identifierType, value: customer.identifierValue }),
    );
    const { tokens } = await sessions.open(customerId, origin);
    await audit(registering ? 'REGISTERED' : 'PASSWORD_RESET', customerId, origin, {
      endedSessions: ended,
    });
    return tokens;
  }

  async function refreshTokens(refreshToken: string, origin: Origin) {
    const outcome = await sessions.refresh(refreshToken);
    if (outcome.kind === 'rotated') return outcome.tokens;
    if (outcome.kind === 'reused') {
      const details = { session: outcome.session.id };
      await audit('REFRESH_TOKEN_REUSED', outcome.session.customerId, origin, details);
    }
    throw new BankError('REFRESH_TOKEN_INVALID', 401);
  }

  /** Checks the current password now; the new one takes effect when the code is validated. */
  async function changePassword(
    { session, customer }: SignedIn,
    body: { currentPassword: string; password: string; passwordConfirm: string },
    origin: Origin,
    locale: Locale,
  ) {
    checkNewPassword(body.password, body.passwordConfirm);
    const key = identifierKey({ type: customer.identifierType, value: customer.identifierValue });
    const { ok, attempt } = await checkPassword(customer, body.currentPassword, key);
    if (!ok) {
      await audit('PASSWORD_CHANGE_FAILED', customer.id, origin, { failures: attempt.failures });
      if (!attempt.locks) throw new BankError('CURRENT_PASSWORD_WRONG', 400);
      await audit('CUSTOMER_LOCKED', customer.id, origin, { failures: attempt.failures });
      throw guard.lockedError();
    }
    const sessionId = await otp.start({
      customer,
      operation: 'CHANGE_PASSWORD',
      locale,
      pendingPasswordHash: await hashPassword(body.password),
      authSessionId: session.id,
    });
    await audit('PASSWORD_CHANGE_STARTED', customer.id, origin);
    return { status: 'OTP_SENT', data: sessionId };
  }

  async function logout({ session, customer }: SignedIn, origin: Origin) {
    await sessions.revoke(session.id, 'LOGOUT');
    await audit('LOGOUT', customer.id, origin, { session: session.id });
    return { status: 'SUCCESS' };
  }

  return {
    login,
    register,
    validateOtp,
    resendOtp,
    setPassword,
    refreshTokens,
    changePassword,
    logout,
    authenticate: sessions.authenticate,
  };
}

export type AuthService = ReturnType<typeof authService>;
