import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { localeParam } from '../../../../domain/locale';
import { sessionTimeoutMachine, warningMs } from '../../../../machines/sessionTimeout.machine';
import { useBankChart } from '../../charts/useBankChart';
import { useCurrentLocale } from '../../current-locale';
import { onSessionActivity } from '../activity';
import { signInAfterInactivity } from '../return-path';
import { session } from '../store';
import { SessionWarningDialog } from './SessionWarningDialog';

/** The session's own calls: a refresh (activity for the bank) and the logout. */
const calls = {
  refresh: async () => {
    const token = await session.refresh(session.get().accessToken ?? '');
    // A refused refresh has ended the session; the store has told the app already.
    if (!token) throw new Error('The session has ended');
  },
  logout: () => session.logout(),
};

/**
 * The inactivity timeout of the signed-in pages (issue 15), mounted once by the signed-in
 * layout: the warning a minute before the end, and after the end the sign-in page, which says
 * why and, after signing in, returns to the page the customer was on.
 */
export function SessionTimeout() {
  const router = useRouter();
  const navigate = useNavigate();
  const prefix = localeParam(useCurrentLocale());
  const { snapshot, send, actor } = useBankChart(sessionTimeoutMachine, {
    calls,
    on: {
      expired: () => {
        const page = router.state.location.href;
        void navigate({ href: signInAfterInactivity(prefix ? `/${prefix}` : '', page) });
      },
      signedOut: () => {
        void navigate({ to: '/{-$locale}', params: { locale: prefix } });
      },
    },
  });
  useEffect(
    () => onSessionActivity((expiresInMs) => actor.send({ type: 'ACTIVITY', expiresInMs })),
    [actor],
  );
  const pending = snapshot.matches('refreshing')
    ? 'stay'
    : snapshot.matches('signingOut')
      ? 'signOut'
      : null;
  return (
    <SessionWarningDialog
      isOpen={snapshot.matches('warning') || pending !== null}
      leftMs={Math.min(snapshot.context.expiresInMs ?? warningMs, warningMs)}
      pending={pending}
      onStay={() => send({ type: 'STAY' })}
      onSignOut={() => send({ type: 'SIGN_OUT' })}
    />
  );
}
