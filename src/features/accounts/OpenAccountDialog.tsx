import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ordersQueryKey } from '../loan-requests/queries';
import { AccountOpeningDialog } from './AccountOpeningDialog';
import {
  bankAccountOpeningMachine,
  createAccountOpeningServices,
} from './account-opening-services';

/** Opens a current account: the currency, then the request's wizard on /loan-requests/{id}. */
export function OpenAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() => bankAccountOpeningMachine(createAccountOpeningServices(api)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const created = actor.on('created', ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void navigate({
        to: '/{-$locale}/loan-requests/{-$id}',
        params: (previous) => ({ ...previous, id }),
      });
    });
    return () => created.unsubscribe();
  }, [actor, navigate, queryClient]);

  return <AccountOpeningDialog snapshot={snapshot} send={actor.send} onClose={onClose} />;
}
