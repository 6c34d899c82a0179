import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { ordersQueryKey } from '../loan-requests/queries';
import { bankToday } from '../operations/period';
import { DepositOpeningDialog } from './DepositOpeningDialog';
import {
  bankDepositOpeningMachine,
  createDepositOpeningServices,
} from './deposit-opening-services';

/** Opens a deposit: the form, then the request's wizard on /loan-requests/{id}. */
export function OpenDepositDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(() => bankDepositOpeningMachine(createDepositOpeningServices(api)));
  const actor = useActorRef(machine, { input: { today: bankToday() } });
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

  return <DepositOpeningDialog snapshot={snapshot} send={actor.send} onClose={onClose} />;
}
