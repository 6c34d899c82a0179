/**
 * One-time-code sessions: a 6-digit code sent by SMS, stored only as a keyed hash bound to its
 * session and operation, valid 5 minutes, dead after 5 wrong tries, resent at most 3 times and
 * not more often than once a minute. Every counter moves in one conditional UPDATE, so parallel
 * guesses are counted one by one and none gets past the limit. Code SMS are limited per phone and
 * per client address (sms-limits.ts) and written in the transaction that opens or renews the
 * code. One file per operation, over a shared `OtpContext`.
 */
import type { Clock } from '../../clock';
import type { CodeSmsLimits } from '../../config';
import type { BankDb } from '../../db/client';
import type { SmsSender } from '../../sms/sms-sender';
import type { Secrets } from '../secrets';
import { findOtpSession } from './context';
import {
  consumeRegistrationToken,
  findRegistrationToken,
  issueRegistrationToken,
} from './registration-token';
import { resendOtp } from './resend';
import { startOtp } from './start';
import { validateOtp } from './validate';

export {
  accessCodeOperations,
  type CodeRequester,
  maxOtpAttempts,
  maxResends,
  type OtpContext,
  type OtpOperation,
  type OtpSession,
  otpOperations,
  otpTtlMinutes,
  resendAfterSeconds,
  type StartOptions,
} from './context';
// For a module that keeps codes in its own transactions (transfers): the steps, unbound.
export { resendOtp } from './resend';
export { purgeCodeSmsSends } from './sms-limits';
export { issueOtp } from './start';
export { validateOtp } from './validate';

export function otpService(
  db: BankDb,
  clock: Clock,
  sms: SmsSender,
  secrets: Secrets,
  smsLimits: CodeSmsLimits,
) {
  const context = { db, clock, sms, secrets, smsLimits };
  return {
    start: startOtp.bind(null, context),
    validate: validateOtp.bind(null, context),
    resend: resendOtp.bind(null, context),
    issueRegistrationToken: issueRegistrationToken.bind(null, context),
    findRegistrationToken: findRegistrationToken.bind(null, context),
    consumeRegistrationToken: consumeRegistrationToken.bind(null, context),
    find: findOtpSession.bind(null, context),
  };
}

export type OtpService = ReturnType<typeof otpService>;
