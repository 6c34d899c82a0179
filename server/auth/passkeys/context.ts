/**
 * What the passkey calls work with: the auth context (sessions, guard, limiter, audit), the code
 * sessions in a form that runs inside a caller's transaction, and the relying party's name.
 */
import type { Config } from '../../config';
import type { AuthContext, AuthDependencies } from '../context';
import type { OtpContext } from '../otp';
import { secretsFrom } from '../secrets';

export interface PasskeyContext {
  auth: AuthContext;
  codes: OtpContext;
  config: Pick<Config, 'sandbox' | 'publicUrl' | 'bank'>;
}

export function passkeyContext(auth: AuthContext, deps: AuthDependencies): PasskeyContext {
  const { config, db, clock, sms, secret } = deps;
  return {
    auth,
    codes: { db, clock, sms, secrets: secretsFrom(secret), smsLimits: config.codeSmsLimits },
    config,
  };
}
