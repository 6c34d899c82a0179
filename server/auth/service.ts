/**
 * The bank's authentication: sign-in with password and one-time code, registration, password
 * reset and change, token refresh and logout. Routes hand it validated input; it answers in
 * contract shapes or throws a BankError. One file per call, over a shared `AuthContext`.
 */

import { changePassword } from './change-password';
import { type AuthDependencies, authContext } from './context';
import { logout } from './logout';
import { listSignInHistory } from './own-sessions/history';
import { endOtherSessions, endSession, listSessions } from './own-sessions/sessions';
import { refreshTokens } from './refresh-tokens';
import { register } from './register';
import { resendOtp } from './resend-otp';
import { setPassword } from './set-password';
import { signIn } from './sign-in';
import { validateOtp } from './validate-otp';

export type { AuthDependencies } from './context';
export type { SignedIn } from './signed-in';

export function authService(dependencies: AuthDependencies) {
  const context = authContext(dependencies);
  const idleTimeoutSeconds = dependencies.config.sessionIdleTimeoutSeconds;
  return {
    idleTimeoutSeconds,
    /** Seconds until a session last seen then ends for inactivity (Session-Expires-In). */
    idleSecondsLeft: (lastSeenAt: Date) => {
      const left =
        lastSeenAt.getTime() + idleTimeoutSeconds * 1000 - context.clock.now().epochMilliseconds;
      return Math.max(0, Math.floor(left / 1000));
    },
    login: signIn.bind(null, context),
    register: register.bind(null, context),
    validateOtp: validateOtp.bind(null, context),
    resendOtp: resendOtp.bind(null, context),
    setPassword: setPassword.bind(null, context),
    refreshTokens: refreshTokens.bind(null, context),
    changePassword: changePassword.bind(null, context),
    logout: logout.bind(null, context),
    listSessions: listSessions.bind(null, context),
    endSession: endSession.bind(null, context),
    endOtherSessions: endOtherSessions.bind(null, context),
    listSignInHistory: listSignInHistory.bind(null, context),
    authenticate: context.sessions.authenticate,
  };
}

export type AuthService = ReturnType<typeof authService>;
