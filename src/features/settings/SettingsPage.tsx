import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionEndingMachine } from '../../../machines/sessionEnding.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { toast } from '../../shared/ui/Toast/toast';
import { sessionsQueryKey, useSessions, useSignInHistory } from './queries';
import { SessionsView } from './SessionsView';
import { SettingsView } from './SettingsView';
import { SignInHistoryView } from './SignInHistoryView';
import { createSessionEndingServices } from './services';

function Sessions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useSessions();
  const ending = useBankChart(sessionEndingMachine, {
    calls: createSessionEndingServices(api),
    on: {
      ended: ({ count }) => {
        toast.show({
          tone: 'success',
          title: count === 1 ? t`The session was ended` : t`The other sessions were ended`,
        });
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      },
    },
  });
  return (
    <SessionsView
      query={{ ...query, data: query.data?.sessions }}
      ending={{ snapshot: ending.snapshot, send: ending.send }}
    />
  );
}

function History() {
  const query = useSignInHistory();
  return <SignInHistoryView query={{ ...query, data: query.data?.attempts }} />;
}

/**
 * /settings. The route composes what other features bring: the password change (profile) and
 * more ways to sign in (passkeys), since a feature never imports another.
 */
export function SettingsPage({ password, signIn }: { password: ReactNode; signIn?: ReactNode }) {
  return (
    <SettingsView
      password={password}
      signIn={signIn}
      sessions={<Sessions />}
      history={<History />}
    />
  );
}
