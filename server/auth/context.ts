/**
 * What every authentication call works with: the code and session services, the lock-out guard,
 * the rate limiter and the audit trail, built once from the bank's dependencies; and the two
 * steps several calls share (counting the call against its limits, checking a password).
 */
import type { BankClock, Clock } from '../clock';
import type { Config } from '../config';
import type { BankDb } from '../db/client';
import type { Customer } from '../db/schema';
import type { SmsSender } from '../sms/sms-sender';
import { type Audit, auditTrail, type Origin } from './audit';
import { type OtpService, otpService } from './otp';
import { withPasswordHasher } from './passwords';
import { type LimitedCall, type RateLimiter, rateLimiter } from './rate-limit';
import { secretsFrom } from './secrets';
import { type SessionService, sessionService } from './sessions';
import { type SignInGuard, signInGuard } from './sign-in-guard';

export interface AuthDependencies {
  config: Config;
  db: BankDb;
  clock: BankClock;
  sms: SmsSender;
  secret: string;
}

export interface AuthContext {
  db: BankDb;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  guard: SignInGuard;
  limiter: RateLimiter;
  audit: Audit;
}

export function authContext({ config, db, clock, sms, secret }: AuthDependencies): AuthContext {
  const secrets = secretsFrom(secret);
  return {
    db,
    clock,
    otp: otpService(db, clock, sms, secrets, config.codeSmsLimits),
    sessions: sessionService(db, clock, secrets, config),
    guard: signInGuard(db, clock),
    limiter: rateLimiter(db, clock, config),
    audit: auditTrail(db, clock),
  };
}

/** Counts one call by the client's IP and by its subject; throws 429 when either is over. */
export async function limit(
  { limiter }: AuthContext,
  call: LimitedCall,
  origin: Origin,
  subject: string,
) {
  await limiter.byIp(call, origin.ip);
  await limiter.bySubject(call, subject);
}

/**
 * Checks a password under the lock-out counter. The same generic refusal answers a wrong
 * identifier and a wrong password; only the lock says more. The hashing slot is taken first, so
 * a refusal for load (429 SERVER_BUSY) comes before the attempt is counted: load never locks
 * anyone out.
 */
export function checkPassword(
  { guard }: AuthContext,
  customer: Customer | undefined,
  password: string,
  key: string,
) {
  return withPasswordHasher(async (hasher) => {
    const attempt = await guard.claim(key);
    const ok = await hasher.verify(customer?.passwordHash ?? null, password);
    if (ok) await guard.succeeded(key);
    return { ok, attempt };
  });
}
