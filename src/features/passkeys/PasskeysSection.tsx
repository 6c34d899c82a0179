import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../machines/bank-calls';
import {
  type Passkey,
  passkeyRegistrationMachine,
} from '../../../machines/passkeyRegistration.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { toast } from '../../shared/ui/Toast/toast';
import { PasskeysView } from './PasskeysView';
import { passkeysQuery, passkeysQueryKey, removePasskey } from './queries';
import { createPasskeyServices } from './services';

/**
 * The passkeys of /settings: the list, the registration chart (device ceremony and SMS code)
 * and removal after asking. The route composes it into the settings page.
 */
export function PasskeysSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(passkeysQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
  const registration = useBankChart(passkeyRegistrationMachine, {
    calls: createPasskeyServices(
      api,
      t`Your device did not make a passkey: the request was canceled or the device cannot make passkeys.`,
    ),
    on: {
      added: () => void refresh(),
      error: ({ message }) => toast.show({ tone: 'error', title: message }),
    },
  });
  const [asking, setAsking] = useState<Passkey | null>(null);
  const removal = useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(passkey.id),
    onSuccess: () => {
      setAsking(null);
      toast.show({ tone: 'success', title: t`The passkey was removed` });
      void refresh();
    },
  });
  return (
    <PasskeysView
      query={{ ...query, data: query.data?.items }}
      registration={{ snapshot: registration.snapshot, send: registration.send }}
      removal={{
        asking,
        isPending: removal.isPending,
        error: removal.error ? errorText(removal.error) : null,
        ask: (passkey) => {
          removal.reset();
          setAsking(passkey);
        },
        confirm: () => asking && removal.mutate(asking),
        cancel: () => setAsking(null),
      }}
    />
  );
}
