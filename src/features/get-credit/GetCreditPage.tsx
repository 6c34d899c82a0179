import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { toast } from '../../ui/Toast/toast';
import { ordersQueryKey } from '../loan-requests/queries';
import { pageTitles } from '../shell/sections';
import { GetCreditForm } from './GetCreditForm';

import { bankGetCreditMachine, createGetCreditServices } from './services';

/**
 * /get-credit: starts a credit or refinancing application, then opens it on /loan-requests/{id}.
 * The customer's phone is typed here: the profile only holds it masked.
 */
export function GetCreditPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() => bankGetCreditMachine(createGetCreditServices(api)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const failed = actor.on('error', ({ message }) => {
      // SPEC 8: loan calls show the bank's message, or 'Xəta baş verdi'.
      toast.show({ tone: 'error', title: message || t`An error occurred` });
    });
    const created = actor.on('created', ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void navigate({
        to: '/{-$locale}/loan-requests/{-$id}',
        params: (previous) => ({ ...previous, id }),
      });
    });
    return () => {
      failed.unsubscribe();
      created.unsubscribe();
    };
  }, [actor, navigate, queryClient, t]);

  return (
    <section className="get-credit" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(pageTitles.getCredit)}</h1>
      <GetCreditForm snapshot={snapshot} send={actor.send} />
    </section>
  );
}
